import type {ParseFrontMatter} from '@docusaurus/types';
export function isDefaultLocaleOnlyDoc(filePath: string): boolean;
export function parseFrontMatterFor(locale: string): ParseFrontMatter;
