import type { Locale } from '../codelists/enums';

/** Refusals of a registration transfer (functions/domain/self-service/transfer-*.ts). */
export const TRANSFER_MESSAGES = {
  'selfService.transfer.notAllowed': {
    cs: 'Pořadatel u tohoto závodu převod registrace na jiného závodníka nepovoluje.',
    en: 'The organiser does not allow transferring registrations of this race to another runner.',
  },
  'selfService.transfer.deadlinePassed': {
    cs: 'Termín pro převod registrace už uplynul.',
    en: 'The deadline for transferring the registration has passed.',
  },
  'selfService.transfer.raceStarted': {
    cs: 'Závod už začal, registraci nelze převést.',
    en: 'The race has already started; the registration can no longer be transferred.',
  },
  'selfService.transfer.registrationInactive': {
    cs: 'Registrace je zrušená nebo vypršela, převést ji nelze.',
    en: 'The registration is cancelled or expired; it cannot be transferred.',
  },
  'selfService.transfer.notPaid': {
    cs: 'Převést lze jen zaplacenou registraci.',
    en: 'Only a paid registration can be transferred.',
  },
  'selfService.transfer.teamMember': {
    cs: 'Místo člena týmu nebo štafety patří týmu: člena vymění kapitán týmu ve správě týmu.',
    en: "A team or relay member's place belongs to the team: the team captain replaces members in team management.",
  },
  'selfService.transfer.sameRunner': {
    cs: 'Registraci nelze převést na stejný e-mail, na jaký je vedena.',
    en: 'The registration cannot be transferred to the e-mail it is already registered to.',
  },
  'selfService.transfer.offerPending': {
    cs: 'Převod už čeká na přijetí. Chcete-li registraci nabídnout jinému, nejdřív nabídku zrušte.',
    en: 'A transfer is already waiting to be accepted. Cancel that offer to offer the registration to someone else.',
  },
  'selfService.transfer.noOpenOffer': {
    cs: 'Žádná otevřená nabídka převodu není.',
    en: 'There is no open transfer offer.',
  },
  'selfService.transfer.offerNotFound': {
    cs: 'Nabídka převodu neexistuje. Zkontrolujte odkaz z e-mailu.',
    en: 'The transfer offer does not exist. Check the link in the e-mail.',
  },
  'selfService.transfer.alreadyAccepted': {
    cs: 'Nabídka převodu už byla přijata.',
    en: 'The transfer offer has already been accepted.',
  },
  'selfService.transfer.offerCancelled': {
    cs: 'Nabídku převodu její autor zrušil.',
    en: 'The transfer offer was cancelled by the person who made it.',
  },
  'selfService.transfer.feeInvalid': {
    cs: 'Poplatek zadejte jako částku, např. 300 nebo 300,50.',
    en: 'Enter the fee as an amount, e.g. 300 or 300.50.',
  },
  'selfService.transfer.linkNotFound': {
    cs: 'Odkaz na převod registrace neplatí: registrace už byla převedena, nebo je odkaz chybný. Převod můžete zahájit i v Mých registracích.',
    en: 'The transfer link is not valid: the registration has been transferred already, or the link is wrong. You can also start a transfer in My registrations.',
  },
  'selfService.transfer.offerExpired': {
    cs: 'Nabídka převodu vypršela.',
    en: 'The transfer offer has expired.',
  },
  'selfService.transfer.bankTransferUnavailable': {
    cs: 'Poplatek za převod u tohoto závodu nelze zaplatit převodem. Zaplaťte jej kartou.',
    en: 'The transfer fee of this race cannot be paid by bank transfer. Please pay it by card.',
  },
} satisfies Record<string, Record<Locale, string>>;
