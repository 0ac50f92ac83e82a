import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reactRouterProvider as raCoreAdapter } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { reactRouterProvider } from '../../src/lib/browserRouterProvider';

const { RouterWrapper, Routes, Route, Link, useLocation, useNavigate } = reactRouterProvider;

function Here() {
  return <p>Adres: {useLocation().pathname}</p>;
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Geri
    </button>
  );
}

// The build puts this adapter where ra-core's own was (vite.config.ts); react-admin reads every part by name.
describe("react-admin's router adapter", () => {
  it("offers every part ra-core's own adapter offers", () => {
    // The tests run ra-core as published, without the build's swap.
    expect(raCoreAdapter).not.toBe(reactRouterProvider);
    expect(Object.keys(reactRouterProvider).sort()).toEqual(Object.keys(raCoreAdapter).sort());
  });

  it('brings a browser router where there is none, in which links and going back work', async () => {
    const person = userEvent.setup();
    render(
      <RouterWrapper>
        <Routes>
          <Route path="/" element={<Link to="/daireler">Daireler</Link>} />
          <Route
            path="/daireler"
            element={
              <>
                <Here />
                <Back />
              </>
            }
          />
        </Routes>
      </RouterWrapper>,
    );
    await person.click(screen.getByRole('link', { name: 'Daireler' }));
    expect(screen.getByText('Adres: /daireler')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Geri' }));
    expect(await screen.findByRole('link', { name: 'Daireler' })).toBeInTheDocument();
  });
});
