/** The platform operator the global setup creates with `npm run operator:create`, as the README says. */
export const E2E_OPERATOR = {
  name: 'Platform Destek',
  phone: '555 123 98 76',
  password: 'e2e-yonetici-parola',
};
