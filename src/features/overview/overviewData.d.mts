export const OVERVIEW_DATA_MODULE_DIR: string;
export function overviewDataFile(file: string): string;
