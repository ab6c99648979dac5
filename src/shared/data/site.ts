/** Site-wide facts shared by the config, the theme and the tests (locales: src/shared/utils/urlPaths.mjs). */
export interface SocialLink {
  /** Icon name, drawn in src/theme/SocialLinks/icons.tsx. */
  icon: 'github' | 'x' | 'discord';
  label: string;
  href: string;
}

export const site = {
  title: 'Rslib',
  logoText: 'Rslib',
  url: 'https://rslib.rs',
  description: {
    en: 'The Rsbuild-based library development tool',
    zh: '基于 Rsbuild 的库构建工具',
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
