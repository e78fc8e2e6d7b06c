import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** The outermost route: scroll restoration and a slim progress bar while a page's code loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[60] h-1 origin-left animate-pulse bg-coral-500"
        />
      )}
      <ScrollRestoration
        // A full page load always has the key 'default'; keying those by path stops one typed-in
        // URL from inheriting the scroll position of another.
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
      <Outlet />
    </>
  );
}
