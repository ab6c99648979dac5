// Replaces the search plugin's /search page (its own results list and input) with the same
// search panel as the dialog, so that both look and behave alike. `?q=` holds the query.
import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import SearchPanel from '@site/src/features/search/SearchPanel';
import {useSearchScope} from '@site/src/features/search/useSearchScope';
import styles from './styles.module.css';

export default function SearchPage(): ReactNode {
  const scope = useSearchScope();
  const location = useLocation();
  const history = useHistory();
  const [input, setInput] = useState('');

  // The query comes from the address once hydrated (the static page has none).
  useEffect(() => {
    setInput(new URLSearchParams(location.search).get('q') ?? '');
    // Only on arrival: typing updates the address, not the other way round.
  }, []);

  const onInputChange = (value: string) => {
    setInput(value);
    const params = new URLSearchParams(location.search);
    if (value) params.set('q', value);
    else params.delete('q');
    const search = params.toString();
    history.replace({...location, search: search ? `?${search}` : ''});
  };

  const title = translate({id: 'search.page.title', message: 'Search the documentation', description: 'Title of the /search page'});
  return (
    <Layout title={title}>
      <main className={styles.page}>
        <Heading as="h1">{title}</Heading>
        <div className={styles.panel}>
          <SearchPanel
            scope={scope}
            input={input}
            onInputChange={onInputChange}
            idleHint={translate({id: 'search.page.idleHint', message: 'Type to search the docs.', description: 'Shown under the input of the /search page while nothing is typed'})}
          />
        </div>
      </main>
    </Layout>
  );
}
