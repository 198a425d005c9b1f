// The back office in the browser: the API's address comes from the page (server.mjs writes it), the store is
// the tab's, and the app renders into #root.
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { RootStore } from './stores/RootStore';

const apiUrl =
  document.querySelector<HTMLMetaElement>('meta[name="nori-api"]')?.content.replace(/\/$/, '') ??
  'http://127.0.0.1:4000';
const stores = new RootStore({ apiUrl, storage: window.localStorage });
createRoot(document.getElementById('root')!).render(<App stores={stores} />);
