// Replaces the search plugin's inline search box with our dialog button (src/features/search).
export {default} from '@site/src/features/search/SearchBar';
