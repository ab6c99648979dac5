export interface TypeInfo {
  text: string;
  docs?: string;
  defaultValue?: string;
  deprecated?: boolean;
}
export interface PlacedInfo extends TypeInfo {
  line: number;
  character: number;
  length: number;
}
export interface BlockTypes {
  code: string;
  hovers: PlacedInfo[];
  queries: PlacedInfo[];
}
export function computeTypesOfBlocks(blocks: Array<{code: string; lang: string}>): Promise<Array<BlockTypes | Error>>;
export function blockTypes(code: string, fenceLang: string): Promise<BlockTypes>;
