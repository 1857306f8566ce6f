/** The new runner the transfer unit tests hand a registration to. */
export const runner = {
  firstName: 'Eva',
  lastName: 'Nová',
  email: 'eva@example.com',
  birthDate: '1990-04-01',
  gender: 2,
  club: null,
};
