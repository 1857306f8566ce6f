import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSystem } from '../../app/chakra-system';
import { RouterLink } from '../../components/router-link';
import { i18n } from '../../lib/i18n';
import { ConfirmProvider } from './confirm-dialog';
import { installDomShims } from './test-support';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function Form({ initiallyDirty = true }: { initiallyDirty?: boolean }) {
  const [dirty, setDirty] = useState(initiallyDirty);
  const navigate = useNavigate();
  useUnsavedChangesGuard(dirty);
  return (
    <>
      <RouterLink to="/other">Jinam</RouterLink>
      <button onClick={() => navigate(-1)}>Zpět</button>
      <button onClick={() => navigate('/other', { replace: true })}>Nahradit</button>
      <button onClick={() => setDirty(false)}>Uložit</button>
    </>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
      <ConfirmProvider>
        {children}
        <Where />
      </ConfirmProvider>
    </ChakraProvider>
  );
}

const routes = (form: ReactNode) => (
  <Routes>
    <Route path="/" element={<p>Úvod</p>} />
    <Route path="/form" element={form} />
    <Route path="/other" element={<p>Jinde</p>} />
  </Routes>
);

const path = () => screen.getByTestId('path').textContent;
const dialog = () => screen.findByRole('alertdialog', { name: 'Odejít bez uložení?' });

beforeEach(async () => {
  installDomShims();
  await i18n.changeLanguage('cs');
});
afterEach(() => cleanup());

describe('useUnsavedChangesGuard (MemoryRouter)', () => {
  const renderAt = (form: ReactNode = <Form />) =>
    render(
      <MemoryRouter initialEntries={['/', '/form']} initialIndex={1}>
        <Shell>{routes(form)}</Shell>
      </MemoryRouter>,
    );

  it('asks before following a link; "stay" keeps the form, "leave" navigates', async () => {
    renderAt();
    fireEvent.click(screen.getByRole('link', { name: 'Jinam' }));
    await dialog();
    expect(path()).toBe('/form');
    fireEvent.click(screen.getByRole('button', { name: 'Zůstat' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(path()).toBe('/form');

    fireEvent.click(screen.getByRole('link', { name: 'Jinam' }));
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Odejít bez uložení' }));
    await waitFor(() => expect(path()).toBe('/other'));
  });

  it('guards navigate(-1) and replace too', async () => {
    renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Zpět' }));
    await dialog();
    expect(path()).toBe('/form');
    fireEvent.click(screen.getByRole('button', { name: 'Odejít bez uložení' }));
    await waitFor(() => expect(path()).toBe('/'));
  });

  /** Records the router's navigator and its own push, before any guard wraps it. */
  function captureNavigator() {
    const seen: { nav?: { push: unknown }; originalPush?: unknown } = {};
    function Capture() {
      const nav = useContext(UNSAFE_NavigationContext).navigator;
      // Layout effects run before the guard's (passive) effect.
      useLayoutEffect(() => {
        seen.nav ??= nav;
        seen.originalPush ??= nav.push;
      }, [nav]);
      return null;
    }
    return { seen, Capture };
  }

  it('does not ask once the form is clean again: the navigator is restored', async () => {
    const { seen, Capture } = captureNavigator();
    renderAt(
      <>
        <Capture />
        <Form />
      </>,
    );
    expect(seen.nav?.push).not.toBe(seen.originalPush);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(seen.nav?.push).toBe(seen.originalPush);
    fireEvent.click(screen.getByRole('button', { name: 'Nahradit' }));
    await waitFor(() => expect(path()).toBe('/other'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('puts the navigator back when the form unmounts', () => {
    const { seen, Capture } = captureNavigator();
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <Capture />
          {shown && <Form />}
          <button onClick={() => setShown(false)}>Zavřít formulář</button>
        </>
      );
    }
    renderAt(<Toggle />);
    expect(seen.nav?.push).not.toBe(seen.originalPush);
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít formulář' }));
    expect(seen.nav?.push).toBe(seen.originalPush);
  });

  it('asks the browser before unloading while dirty only', async () => {
    renderAt();
    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    const cleanUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanUnload);
    expect(cleanUnload.defaultPrevented).toBe(false);
  });
});

describe('useUnsavedChangesGuard (BrowserRouter, back button)', () => {
  it('undoes a browser back while asking, and goes back on "leave"', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Shell>
          {routes(<Form />)}
          <Opener />
        </Shell>
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Otevřít formulář' }));
    expect(path()).toBe('/form');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await dialog();
    expect(path()).toBe('/form');
    await waitFor(() => expect(window.location.pathname).toBe('/form'));

    fireEvent.click(screen.getByRole('button', { name: 'Zůstat' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.location.pathname).toBe('/form');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Odejít bez uložení' }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(window.location.pathname).toBe('/');
  });
});

function Opener() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/form')}>Otevřít formulář</button>;
}
