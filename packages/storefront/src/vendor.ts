// The libraries besides React DOM, imported by entry-client.tsx on their own so that they are evaluated in a
// task of their own; the app's modules import the same instances afterwards. What is named here is what the
// start-up uses, so the bundler keeps it in this chunk.
export { makeAutoObservable, reaction } from 'mobx';
export { observer } from 'mobx-react-lite';
export { createIntl, RawIntlProvider } from 'react-intl';
export { createBrowserRouter, RouterProvider } from 'react-router-dom';
export { default as styled, ThemeProvider } from 'styled-components';
