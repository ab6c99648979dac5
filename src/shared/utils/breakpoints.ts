/**
 * The site's breakpoints, written down once. TypeScript reads the numbers; CSS uses the
 * custom media names below (`@media (--sidebar-drawer)`), which `customMediaPostcss`
 * replaces at build time, so CSS and JS cannot drift apart.
 */
export const BREAKPOINTS = {
  /** Below this width the nav items move into the full-screen nav behind a hamburger. */
  navScreen: 768,
  /** Docusaurus's own mobile layout (navbar, TOC, sidebar) starts below this width. */
  docusaurusMobile: 997,
  /** Below this width the doc sidebar moves into the drawer of the Menu button. */
  sidebarDrawer: 1024,
} as const;

// `max-width` queries end just below the breakpoint so exactly one side matches at any width.
const below = (px: number) => `(max-width: ${px - 0.02}px)`;
const from = (px: number) => `(min-width: ${px}px)`;

/** Custom media names available in every CSS file of the site. */
export const CUSTOM_MEDIA = {
  '--nav-screen': below(BREAKPOINTS.navScreen),
  '--nav-row': from(BREAKPOINTS.navScreen),
  '--docusaurus-mobile': below(BREAKPOINTS.docusaurusMobile),
  '--nav-row-collapsed': `${from(BREAKPOINTS.navScreen)} and ${below(BREAKPOINTS.docusaurusMobile)}`,
  '--sidebar-drawer': below(BREAKPOINTS.sidebarDrawer),
  '--sidebar-docked': from(BREAKPOINTS.sidebarDrawer),
} as const;

/** A media query string with every `(--name)` replaced by its definition; unknown names throw. */
export function expandCustomMedia(params: string): string {
  return params.replace(/\((--[\w-]+)\)/g, (_, name: string) => {
    const query = (CUSTOM_MEDIA as Record<string, string>)[name];
    if (!query) throw new Error(`Unknown custom media ${name} (known: ${Object.keys(CUSTOM_MEDIA).join(', ')})`);
    return query;
  });
}

/** A PostCSS plugin that expands the custom media names in `@media` rules. */
export function customMediaPostcss() {
  return {
    postcssPlugin: 'rslib-custom-media',
    AtRule: {
      media(rule: {params: string}) {
        if (rule.params.includes('(--')) rule.params = expandCustomMedia(rule.params);
      },
    },
  };
}
customMediaPostcss.postcss = true as const;
