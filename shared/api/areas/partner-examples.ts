/** Example answers of the partner routes for the OpenAPI document (made-up runners). */
const runner = {
  registrationId: '3f1c2b9e-8d7a-4e6f-9b0c-1a2b3c4d5e6f',
  orderId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  startNumber: 101,
  firstName: 'Jana',
  lastName: 'Nováková',
  gender: 'F',
  birthYear: 1990,
  club: 'AK Praha',
  raceId: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
  raceName: 'Půlmaraton',
  categoryId: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
  categoryName: 'Ženy 18–39',
  waveId: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
  waveName: 'Vlna A',
  teamName: null,
  paid: true,
  state: 'active',
  createdAt: '2026-03-02T08:15:00.000Z',
} as const;

export const PARTNER_START_LIST_EXAMPLE = {
  raceId: runner.raceId,
  raceName: runner.raceName,
  items: [runner],
};

export const PARTNER_REGISTRATIONS_EXAMPLE = {
  items: [{ ...runner, updatedAt: '2026-03-02T08:17:42.000Z', orderUpdatedAt: '2026-03-02T08:17:42.000Z' }],
  nextCursor: 'eyJvIjoiOWE4YjdjNmQifQ',
};
