export const MAX_URL_LENGTH: number;
export function parseRequestTarget(target: string | undefined): {pathname: string; search: string} | {status: number};
export function sameOriginLocation(pathname: string, search?: string): string;
export function redirectFor(pathname: string, search?: string): string | null;
