/**
 * The floor: the smallest app of exactly this stack (react-dom's hydrateRoot, a react-router data router, RTK Query
 * with react-redux, one styled component), built like ours (minified, production) by `bench:bundle` to measure what
 * the stack weighs by itself. Not part of the product.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import styled from 'styled-components';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ greeting: build.query<string, void>({ query: () => 'greeting' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

const Title = styled.h1`
  color: #1a56b0;
`;

const Home = () => {
  const { data } = api.useGreetingQuery();
  return <Title>{data ?? '…'}</Title>;
};

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);

hydrateRoot(
  document.getElementById('root')!,
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
