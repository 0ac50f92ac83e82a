/**
 * The demo account's sign-in: the seed creates the account with it, the sign-in screen's licence answer and the
 * start-up message show it. One module both read, so the route does not import the seed.
 */
export const DEMO = {
  phone: '5550000000',
  phoneDisplay: '555 000 00 00',
  password: 'demo1234',
  assocName: 'Yeşilvadi Sitesi',
} as const;
