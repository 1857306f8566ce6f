/** Texts of the social sign-in codes (authenticate-by-social-network and friends), merged into shared/errors/messages.ts. */
export const SOCIAL_MESSAGES = {
  'social.notOffered': {
    cs: 'Přihlášení přes tuto síť teď není k dispozici.',
    en: 'Signing in with this network is not available now.',
  },
  'social.authenticationError': {
    cs: 'Přihlášení přes sociální síť se nepodařilo. Zkuste to prosím znovu.',
    en: 'Signing in with the social network failed. Please try again.',
  },
  'social.flowExpired': {
    cs: 'Přihlášení už vypršelo nebo bylo dokončeno. Začněte prosím znovu.',
    en: 'This sign-in has expired or was already finished. Please start again.',
  },
  'social.ticketInvalid': {
    cs: 'Ověření sociální sítě vypršelo. Přihlaste se přes ni prosím znovu.',
    en: 'The social network check has expired. Please sign in with it again.',
  },
  'social.signInRequired': {
    cs: 'Pro propojení sítě se nejprve přihlaste.',
    en: 'Sign in first to link a network.',
  },
  'social.linkedElsewhere': {
    cs: 'Tento účet sociální sítě už je propojen s jiným uživatelem.',
    en: 'This social network account is already linked to another user.',
  },
  'social.networkTaken': {
    cs: 'S touto sítí už máte propojený jiný účet. Nejprve jej odpojte.',
    en: 'Another account of this network is already linked. Unlink it first.',
  },
  'social.lastSignInMethod': {
    cs: 'Síť nelze odpojit: byl by to váš poslední způsob přihlášení. Nejprve si nastavte heslo.',
    en: 'The network cannot be unlinked: it is your last way to sign in. Set a password first.',
  },
  'social.unlinkBusy': {
    cs: 'Sítě účtu se právě mění jinde. Načtěte prosím stránku a zkuste to znovu.',
    en: 'The networks of this account are being changed elsewhere. Please reload and try again.',
  },
  'social.notLinked': { cs: 'Tato síť není propojena.', en: 'This network is not linked.' },
  'social.emailTaken': {
    cs: 'Účet s tímto e-mailem už existuje. Přihlaste se do něj a síť propojte ve správě účtu.',
    en: 'An account with this e-mail already exists. Sign in to it and link the network in Manage Account.',
  },
  'social.emailRequired': {
    cs: 'Síť nám nesdělila ověřený e-mail: zadejte prosím svůj e-mail.',
    en: 'The network gave us no verified e-mail: please enter yours.',
  },
  'social.passwordAlreadySet': {
    cs: 'Heslo už máte nastavené. Změňte jej ve správě účtu.',
    en: 'You already have a password. Change it in Manage Account.',
  },
  'social.badReturnTo': { cs: 'Neplatná zpáteční adresa.', en: 'Invalid return address.' },
} as const;
