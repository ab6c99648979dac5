// Replaces the search plugin's /search page with ours, which shares the dialog's panel.
export {default} from '@site/src/features/search/SearchPage';
