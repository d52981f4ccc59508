import { fireEvent, render, screen, within } from '@testing-library/react';
import { friendlyMessage } from '@triage/contracts';
import { type AdminPractice, getLocations, type LocationsData, saveLocation } from '@triage/contracts/admin';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { callAdmin } from '../api/admin-call.ts';
import { LocationsPage } from './locations-page.tsx';

vi.mock('../api/admin-call.ts', () => ({ callAdmin: vi.fn() }));

const PRACTICE: AdminPractice = { practiceId: 'demo', name: 'Demo Practice' };
const DATA_MISMATCH = friendlyMessage('badData', appConfig.supportPhone);
const LOCATIONS: LocationsData = {
  canEdit: true,
  locations: [{ id: 1, name: 'North', version: 0, lastChange: null, inUse: null }],
};

/** The server: reads answer the list; each save answers what the test gives, or throws it. */
function serve(save: () => unknown) {
  vi.mocked(callAdmin).mockImplementation(async (call) => {
    if (call.id === getLocations.id) return LOCATIONS;
    if (call.id === saveLocation.id) return save();
    throw new Error(`unexpected call ${call.id}`);
  });
}

function renderPage() {
  const router = createMemoryRouter([
    { path: '/', element: <Outlet context={PRACTICE} />, children: [{ index: true, element: <LocationsPage /> }] },
  ]);
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.mocked(callAdmin).mockReset());

describe('the Locations page', () => {
  it("shows a refused new name at the new location's field, in the catalogue's words", async () => {
    serve(() => {
      throw new ApiError(DATA_MISMATCH, 400, 'badData', "name: the organization already has 'north'");
    });
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Location name' });
    fireEvent.change(field, { target: { value: 'north' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    const refusal = await screen.findByText(`${DATA_MISMATCH} name: the organization already has 'north'`);
    expect(refusal.id).toBe('new-location-error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field).toHaveProperty('value', 'north');
  });

  it("checks a name with the server's rule before sending it, at the row being renamed", async () => {
    serve(() => ({ status: 'saved', version: 1, lastChange: null }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename North' }));
    const row = screen.getByRole('textbox', { name: 'New name for North' });
    fireEvent.change(row, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(within(screen.getByRole('table')).getByRole('alert').textContent).toMatch(/^Name /);
    expect(vi.mocked(callAdmin).mock.calls.map(([call]) => call.id)).toEqual([getLocations.id]);
  });

  it('shows a refused removal above the list, and a saved change once the list is read again', async () => {
    let refuse = true;
    serve(() => {
      if (refuse) throw new ApiError(DATA_MISMATCH, 400, 'badData', "location: 'North' is still in use");
      return { status: 'saved', version: 1, lastChange: null };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove North' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`${DATA_MISMATCH} location: 'North' is still in use`);
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Remove North' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(vi.mocked(callAdmin).mock.calls.filter(([call]) => call.id === getLocations.id)).toHaveLength(2);
  });
});
