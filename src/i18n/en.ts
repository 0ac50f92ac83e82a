import englishMessages from 'ra-language-english';

/** The product's own texts in English. The Turkish catalogue (tr.ts) must have exactly these keys. */
export const enApp = {
  resources: {
    buildings: {
      name: 'Building |||| Buildings',
      fields: { name: 'Name', apartment_limit: 'Number of apartments', id: 'No' },
    },
    'sub-users': {
      name: 'Sub-user |||| Sub-users',
      fields: { name: 'Name', surname: 'Surname', email: 'Email', phone: 'Phone', password: 'Password' },
    },
    branches: {
      name: 'Branch |||| Branches',
      fields: {
        assoc_name: 'Association name',
        name: 'Name',
        surname: 'Surname',
        email: 'Email',
        phone: 'Phone',
        password: 'Password',
      },
    },
  },
  app: {
    name: 'Site Management',
    login: {
      title: 'Site Management',
      phone: 'Mobile phone',
      password: 'Password',
      submit: 'Sign in',
      forgot: 'Forgot password',
      register: 'Create an account',
      admin: 'Platform operator sign-in',
      demo_hint: 'Demo account: phone %{phone}, password %{password}',
    },
    menu: {
      dashboard: 'Dashboard',
      property: 'Buildings and residents',
      definitions: 'Definitions',
      debts: 'Debts',
      accounting: 'Accounting',
      reports: 'Reports',
      sms: 'SMS',
      people: 'Staff',
      settings: 'Settings',
    },
    appbar: {
      quick_search: 'Quick search',
      quick_search_placeholder: 'Go to a page…',
      bookmarks: 'Bookmarks',
      add_bookmark: 'Bookmark this page',
      remove_bookmark: 'Remove bookmark',
      no_bookmarks: 'No bookmarks yet',
      branch: 'Account',
      main_account: 'Main account',
      language: 'Language',
      profile: 'Profile',
      change_password: 'Change password',
      settings: 'Settings',
    },
    quick_links: {
      residents: 'Residents',
      single_debt: 'Single debt entry',
      collections: 'Collections',
      cash_accounts: 'Cash accounts',
      all_debts: 'All debts',
      documents: 'Documents',
      bulk_sms: 'Bulk SMS',
      how_to: 'How do I use it?',
      settings: 'Settings',
      balance: 'Balance operations',
      staff: 'Staff',
    },
    coming_soon: {
      title: 'Coming soon',
      text: 'This page is being prepared. Everything you have entered is safe.',
      back: 'Back to dashboard',
    },
    delete_code: {
      title: 'Delete %{name}',
      explain: 'For your safety, a confirmation code is sent by SMS to the account owner’s phone.',
      send: 'Send code',
      resend: 'Send a new code',
      code: 'Confirmation code',
      confirm: 'Delete',
      sent: 'Code sent. It is valid for 3 minutes.',
    },
    validation: {
      phone: 'Enter a valid mobile number (5xx xxx xx xx)',
      tckn: 'Enter a valid national ID number',
      date: 'Enter a real date as DD.MM.YYYY',
      password_length: 'At least 8 characters',
      integer: 'Enter a whole number',
    },
  },
};

export const en = { ...englishMessages, ...enApp };
