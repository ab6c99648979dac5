/** Site-wide facts shared by the config, the theme and the tests (locales: src/shared/utils/urlPaths.mjs). */
export interface SocialLink {
  /** Icon name, drawn in src/features/topBar/SocialLinks/icons.tsx. */
  icon: 'github' | 'x' | 'discord';
  label: string;
  href: string;
}

export const site = {
  title: 'Rslib',
  logoText: 'Rslib',
  url: 'https://rslib.rs',
  /** Where the site lives on its host; each language other than English adds `<locale>/`. */
  baseUrl: '/',
  description: {
    en: 'The Rsbuild-based library development tool',
    zh: '基于 Rsbuild 的库开发工具',
  },
  repoUrl: 'https://github.com/web-infra-dev/rslib',
  /** Edit links: this base, then the language folder, then the page's path. */
  docsRepoBaseUrl: 'https://github.com/web-infra-dev/rslib/tree/main/website/docs',
  socialLinks: [
    {icon: 'github', label: 'GitHub', href: 'https://github.com/web-infra-dev/rslib'},
    {icon: 'x', label: 'X', href: 'https://twitter.com/rspack_dev'},
    {icon: 'discord', label: 'Discord', href: 'https://discord.gg/XsaKEEk4mW'},
  ] satisfies SocialLink[],
} as const;

/** The "Edit this page" address of a page: the docs repository, the language folder, the page's path. */
export function editUrl({locale, docPath}: {locale: string; docPath: string}): string {
  return `${site.docsRepoBaseUrl}/${locale === 'zh' ? 'zh' : 'en'}/${docPath}`;
}
