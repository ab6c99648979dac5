export const NOTICE_COMPONENT: string;
export const NOTICE_MODULE: string;
export function locateChinesePage(filePath: string | undefined): {siteDir: string; page: string} | null;
export function noticeFor(siteDir: string, page: string): {source: string; date: string} | null;
export function insertNotice(tree: {children: unknown[]}, notice: {source: string; date: string}): void;
declare function remarkTranslationNotice(options?: {enabled?: boolean}): (tree: {children: unknown[]}, file: {path?: string}) => void;
export default remarkTranslationNotice;
