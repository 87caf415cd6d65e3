/**
 * The web app is written against React's API and ships Preact through its compatibility layer
 * (decision 026): the same components, a fifth of the runtime. Vite (the build) and Vitest
 * (component tests) resolve React's module names to these.
 */
export const preactAlias = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};
