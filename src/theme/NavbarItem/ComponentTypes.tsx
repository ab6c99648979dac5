import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SocialLinksNavbarItem from '@site/src/features/topBar/SocialLinks';
import ProductFamily from '@site/src/features/productFamily/ProductFamily';

// Custom navbar item types are registered here and used in docusaurus.config.ts
// as `{type: 'custom-<name>'}`, as the Docusaurus website does for its own items.
export default {
  ...ComponentTypes,
  'custom-socialLinks': SocialLinksNavbarItem,
  'custom-productFamily': ProductFamily,
};
