export function twinUrlOfLink(href: string, siteUrl: string): string;
