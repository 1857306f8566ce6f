import { teamNameKey } from '@shared/team-management/team-name';

/** The partition of start list pages due for a render by time (sort key `<ISO time>#<race>`). */
export const PAGE_DUE_PARTITION = 'PAGEDUE';
/** The prefix of the start list render throttles' partitions. */
export const PAGE_THROTTLE_PREFIX = 'PAGETHROTTLE#';

/** Key builders, one per entity (see ./README.md). Every key format lives here. */
export const keys = {
  series: (guid: string) => ({ pk: `SERIES#${guid}`, sk: 'SERIES' }),
  /** All stylings of a series in one item (`values`: slot → value), read with the event page batch. */
  seriesStylings: (seriesGuid: string) => ({ pk: `SERIES#${seriesGuid}`, sk: 'STYLINGS' }),
  /** A change made in the series editor, in the series' partition, newest last. */
  seriesHistory: (seriesGuid: string, isoTime: string, id: string) => ({
    pk: `SERIES#${seriesGuid}`,
    sk: `HISTORY#${isoTime}#${id.slice(0, 8)}`,
  }),
  seriesHistoryPrefix: 'HISTORY#',
  /** A change of an event made in the series editor (apart from the event's partition, which the event page reads whole). */
  eventHistory: (eventGuid: string, isoTime: string, id: string) => ({
    pk: `EVENTHISTORY#${eventGuid}`,
    sk: `HISTORY#${isoTime}#${id.slice(0, 8)}`,
  }),
  /** A change of a series organizer (apart from the organizer, so the history outlives a deletion). */
  organizerHistory: (organizerGuid: string, isoTime: string, id: string) => ({
    pk: `ORGANIZERHISTORY#${organizerGuid}`,
    sk: `HISTORY#${isoTime}#${id.slice(0, 8)}`,
  }),
  /** A document of the series itself (its logo); an event's are in the event's partition. */
  seriesDocument: (seriesGuid: string, guid: string) => ({
    pk: `SERIES#${seriesGuid}`,
    sk: `DOCUMENT#${guid}`,
  }),
  paymentDetail: (seriesGuid: string, guid: string) => ({
    pk: `SERIES#${seriesGuid}`,
    sk: `PAYMENTDETAIL#${guid}`,
  }),
  // --- Fio API connections (issue 28 item 6, functions/domain/bank-import/fio-fetch.ts) ---
  /** A payment detail's Fio connection; all in one partition, which the fetch worker Queries. */
  fioConnection: (paymentDetailGuid: string) => ({
    pk: 'FIOCONNECTION',
    sk: `PAYMENTDETAIL#${paymentDetailGuid}`,
  }),
  fioConnectionsPk: 'FIOCONNECTION',
  event: (guid: string) => ({ pk: `EVENT#${guid}`, sk: 'EVENT' }),
  subevent: (eventGuid: string, subGuid: string) => ({ pk: `EVENT#${eventGuid}`, sk: `SUBEVENT#${subGuid}` }),
  category: (eventGuid: string, subGuid: string, catGuid: string) => ({
    pk: `EVENT#${eventGuid}`,
    sk: `CATEGORY#${subGuid}#${catGuid}`,
  }),
  subcategory: (eventGuid: string, subGuid: string, catGuid: string, guid: string) => ({
    pk: `EVENT#${eventGuid}`,
    sk: `SUBCATEGORY#${subGuid}#${catGuid}#${guid}`,
  }),
  pricing: (eventGuid: string, subGuid: string, catGuid: string, guid: string) => ({
    pk: `EVENT#${eventGuid}`,
    sk: `PRICING#${subGuid}#${catGuid}#${guid}`,
  }),
  wave: (eventGuid: string, subGuid: string, guid: string) => ({
    pk: `EVENT#${eventGuid}`,
    sk: `WAVE#${subGuid}#${guid}`,
  }),
  currencyPrice: (eventGuid: string, currency: string) => ({
    pk: `EVENT#${eventGuid}`,
    sk: `CURRENCY#${currency}`,
  }),
  document: (eventGuid: string, guid: string) => ({ pk: `EVENT#${eventGuid}`, sk: `DOCUMENT#${guid}` }),
  template: (eventGuid: string, type: string, guid: string) => ({
    pk: `EVENT#${eventGuid}`,
    sk: `TEMPLATE#${type}#${guid}`,
  }),
  capacity: (scope: string, guid: string) => ({ pk: `CAP#${scope}#${guid}`, sk: 'CAP' }),
  /** A sign-in ended by logout: its tokens are no longer renewed (gone by TTL when the session would end). */
  revokedSession: (sessionId: string) => ({ pk: `SESSIONREVOKED#${sessionId}`, sk: 'SESSIONREVOKED' }),
  /**
   * Bucket `index` of a sharded scope's capacity (functions/domain/checkout/capacity-buckets.ts):
   * each its own partition; bucket 0 is the plain counter item above.
   */
  capacityBucket: (scope: string, guid: string, index: number) =>
    index ? { pk: `CAP#${scope}#${guid}#${index}`, sk: 'CAP' } : { pk: `CAP#${scope}#${guid}`, sk: 'CAP' },
  /**
   * The mark of an abandoned event copy (its new event's guid): the copy's commit requires it
   * absent, so a commit whose answer was lost cannot land once the cleanup began (TTL a day).
   */
  copyAbandoned: (eventGuid: string) => ({ pk: `COPYABANDONED#${eventGuid}`, sk: 'COPYABANDONED' }),
  terms: (guid: string) => ({ pk: `TERMS#${guid}`, sk: 'TERMS' }),
  discount: (seriesGuid: string, code: string) => ({
    pk: `DISCOUNT#${seriesGuid}#${code.toUpperCase()}`,
    sk: 'DISCOUNT',
  }),
  organizer: (guid: string) => ({ pk: `ORGANIZER#${guid}`, sk: 'ORGANIZER' }),
  user: (guid: string) => ({ pk: `USER#${guid}`, sk: 'USER' }),
  userEmail: (email: string) => ({ pk: `USEREMAIL#${email.trim().toLowerCase()}`, sk: 'USEREMAIL' }),
  /** A change an admin made to a user (admin users), in the user's partition, newest last. */
  userHistory: (userGuid: string, isoTime: string, id: string) => ({
    pk: `USER#${userGuid}`,
    sk: `HISTORY#${isoTime}#${id}`,
  }),
  userHistoryPrefix: 'HISTORY#',
  /** How many users hold the admin role and are not disabled (`active`): the last-admin guard. */
  adminCounter: () => ({ pk: 'ADMINS', sk: 'COUNTER' }),
  order: (guid: string) => ({ pk: `ORDER#${guid}`, sk: 'ORDER' }),
  orderItem: (orderGuid: string, index: number) => ({
    pk: `ORDER#${orderGuid}`,
    sk: `ITEM#${String(index).padStart(3, '0')}`,
  }),
  orderHistory: (orderGuid: string, isoTime: string, n: number) => ({
    pk: `ORDER#${orderGuid}`,
    sk: `HISTORY#${isoTime}#${String(n).padStart(3, '0')}`,
  }),
  // Refunds (functions/domain/refunds): one item per refund in the order's partition.
  orderRefund: (orderGuid: string, refundId: string) => ({
    pk: `ORDER#${orderGuid}`,
    sk: `REFUND#${refundId}`,
  }),
  orderRefundPrefix: 'REFUND#',
  variableSymbol: (vs: string) => ({ pk: `VS#${vs}`, sk: 'VS' }),
  /** The orders list's counts of one series and UTC creation day, by flag combination (`c<flags>`). */
  orderCounts: (seriesGuid: string, day: string) => ({ pk: `ORDERCOUNT#${seriesGuid}`, sk: `DAY#${day}` }),
  /** The orders list's search index of a series: one entry per token of an order, sorted for prefix reads. */
  /** The orders list's per-event entry of an order (one per event it touches), newest last. */
  orderEvent: (eventGuid: string, dateCreated: string, orderGuid: string) => ({
    pk: `ORDEREVENT#${eventGuid}`,
    sk: `${dateCreated}#${orderGuid}`,
  }),
  /** The projector's state of one order: the snapshot its projections stand for (functions/domain/projections). */
  projectionState: (orderGuid: string) => ({ pk: `PROJECTION#${orderGuid}`, sk: 'STATE' }),
  /** A test-support mark the local stream reader sets once it has read it (scripts/local/stream-reader.ts). */
  projectorMark: (id: string) => ({ pk: `PROJECTORMARK#${id}`, sk: 'MARK' }),
  /** The page worker's throttle of a race's start list renders (its own item, functions/domain/public-pages/page-freshness.ts). */
  startListThrottle: (raceGuid: string) => ({ pk: `${PAGE_THROTTLE_PREFIX}${raceGuid}`, sk: 'THROTTLE' }),
  /** A start list page to render again at `isoTime` (its window opens or closes), in one partition read by time. */
  pageDue: (isoTime: string, page: string) => ({ pk: PAGE_DUE_PARTITION, sk: `${isoTime}#${page}` }),
  orderSearch: (seriesGuid: string, token: string, orderGuid: string) => ({
    pk: `ORDERSEARCH#${seriesGuid}`,
    sk: `${token}#${orderGuid}`,
  }),
  /** Start-number guard: one item per number taken in a subevent (its partition lists them all). */
  startNumber: (subGuid: string, startNumber: number) => ({
    pk: `STARTNO#${subGuid}`,
    sk: `NO#${String(startNumber).padStart(6, '0')}`,
  }),
  team: (guid: string) => ({ pk: `TEAM#${guid}`, sk: 'TEAM' }),
  /** Team-name guard: case-, accent- and spacing-insensitive per subevent (teamNameKey). */
  teamName: (subGuid: string, name: string) => ({
    pk: `TEAMNAME#${subGuid}#${teamNameKey(name)}`,
    sk: 'TEAMNAME',
  }),
  /** A team name reservation (until its validUntil; on the expiry index gsi3 while it holds places). */
  teamReservation: (guid: string) => ({ pk: `TEAMRES#${guid}`, sk: 'TEAMRES' }),
  /** A team invitation, named by the hash of its link. */
  teamInvitation: (hash: string) => ({ pk: `TEAMINV#${hash}`, sk: 'TEAMINV' }),
  emailSent: (messageId: string) => ({ pk: `EMAILSENT#${messageId}`, sk: 'EMAILSENT' }),
  rateWindow: (kind: string, id: string, window: number) => ({
    pk: `RATE#${kind}#${id}#${window}`,
    sk: 'RATE',
  }),
  seedMarker: (version: string) => ({ pk: 'SEED', sk: `SEED#${version}` }),
  /** A group e-mail (functions/domain/group-emails); listed by gsi1 `GROUPEMAILS`. */
  groupEmail: (id: number) => ({ pk: `GROUPEMAIL#${id}`, sk: 'GROUPEMAIL' }),
  /** The sending state of a recipient of a group e-mail (written at its first attempt), by number. */
  groupEmailEntry: (id: number, entryId: number) => ({
    pk: `GROUPEMAIL#${id}`,
    sk: `ENTRY#${String(entryId).padStart(7, '0')}`,
  }),
  /** The recipients of a group e-mail, a slice of them per item (one write per slice, not per recipient). */
  groupEmailRecipients: (id: number, slice: number) => ({
    pk: `GROUPEMAIL#${id}`,
    sk: `RECIPIENTS#${String(slice).padStart(5, '0')}`,
  }),
  groupEmailCounter: () => ({ pk: 'GROUPEMAILS', sk: 'COUNTER' }),
  /** A long admin job (functions/domain/jobs): state, cursor, result. */
  /** Statistics counters of one series and Prague day (functions/domain/statistics/stat-counters.ts). */
  statDay: (seriesGuid: string, day: string) => ({ pk: `STAT#${seriesGuid}`, sk: `DAY#${day}` }),
  statRaceDay: (seriesGuid: string, day: string) => ({ pk: `STAT#${seriesGuid}`, sk: `RACEDAY#${day}` }),
  statMonth: (seriesGuid: string, month: string) => ({ pk: `STAT#${seriesGuid}`, sk: `MONTH#${month}` }),
  job: (id: string) => ({ pk: `JOB#${id}`, sk: 'JOB' }),
  /** Who asked for the upload whose uuid is the job's id (functions/domain/jobs/upload-started-jobs.ts). */
  uploadTicket: (id: string) => ({ pk: `JOB#${id}`, sk: 'UPLOAD' }),
  /** A bank payment; its guid derives from the bank's movement id (the import's dedup guard). */
  bankPayment: (guid: string) => ({ pk: `BANKPAY#${guid}`, sk: 'BANKPAY' }),
  /** A change an admin made to a bank payment's match, in its partition, newest last. */
  bankPaymentHistory: (guid: string, isoTime: string, id: string) => ({
    pk: `BANKPAY#${guid}`,
    sk: `HISTORY#${isoTime}#${id.slice(0, 8)}`,
  }),
  /** A billing settlement (numeric id from `billingCounter`) with its orders in the same partition. */
  billing: (id: number) => ({ pk: `BILLING#${id}`, sk: 'BILLING' }),
  billingOrder: (id: number, orderGuid: string) => ({ pk: `BILLING#${id}`, sk: `ORDER#${orderGuid}` }),
  /** Changes of a settlement, apart from it, so they outlive a rejection (which deletes it). */
  billingHistory: (id: number, isoTime: string, entryId: string) => ({
    pk: `BILLINGHISTORY#${id}`,
    sk: `HISTORY#${isoTime}#${entryId.slice(0, 8)}`,
  }),
  billingCounter: { pk: 'BILLINGS', sk: 'COUNTER' },
  // --- Check-in at packet pickup (functions/domain/check-in): checked-in runners per race, one
  // partition per event, counted by the check-in's own transaction (the counts never Scan).
  checkInCount: (eventGuid: string, subEventGuid: string) => ({
    pk: `CHECKINCOUNT#${eventGuid}`,
    sk: `SUBEVENT#${subEventGuid}`,
  }),
  /** Guard: the order is in the accepted settlement `billingId` (an order in at most one). */
  billedOrder: (orderGuid: string) => ({ pk: `BILLEDORDER#${orderGuid}`, sk: 'BILLED' }),
  /** Guard: the fee of a priced value change is in the accepted settlement `billingId` (a fee in at most one). */
  billedFee: (changeGuid: string) => ({ pk: `BILLEDFEE#${changeGuid}`, sk: 'BILLED' }),
  // Waiting list (issue 27): one partition per race holds its settings, entries, e-mail guards
  // and history; an offer's held place is its own item; enabled lists are listed for the sweep.
  waitingListSettings: (subGuid: string) => ({ pk: `WAITLIST#${subGuid}`, sk: 'SETTINGS' }),
  waitingEntry: (subGuid: string, entryGuid: string) => ({
    pk: `WAITLIST#${subGuid}`,
    sk: `ENTRY#${entryGuid}`,
  }),
  waitingEmail: (subGuid: string, email: string) => ({ pk: `WAITLIST#${subGuid}`, sk: `EMAIL#${email}` }),
  waitingHistory: (subGuid: string, isoTime: string, id: string) => ({
    pk: `WAITLIST#${subGuid}`,
    sk: `HISTORY#${isoTime}#${id.slice(0, 8)}`,
  }),
  waitingListPartition: (subGuid: string) => `WAITLIST#${subGuid}`,
  waitingOffer: (hash: string) => ({ pk: `WAITOFFER#${hash}`, sk: 'WAITOFFER' }),
  waitingListActive: (subGuid: string) => ({ pk: 'WAITLISTS', sk: subGuid }),
  waitingListsActivePartition: 'WAITLISTS',
  /** In the race's partition: its categories' and waves' lists (`part_<guid>`: kind, name), for the statistics. */
  waitingListParts: (subGuid: string) => ({ pk: `WAITLIST#${subGuid}`, sk: 'PARTS' }),
  // Webhooks (issue 28 item 3): partitions of their own, so the projector's grant names only them.
  /** A series' webhook endpoints (the projector reads them to fan an event out). */
  webhookEndpoint: (seriesGuid: string, webhookId: string) => ({
    pk: `WEBHOOKS#${seriesGuid}`,
    sk: `ENDPOINT#${webhookId}`,
  }),
  webhookEndpointsPartition: (seriesGuid: string) => `WEBHOOKS#${seriesGuid}`,
  /** One delivery of an event to an endpoint, newest last (its id starts with its time). */
  webhookDelivery: (webhookId: string, deliveryId: string) => ({
    pk: `WEBHOOK#${webhookId}`,
    sk: `DELIVERY#${deliveryId}`,
  }),
  webhookDeliveriesPartition: (webhookId: string) => `WEBHOOK#${webhookId}`,
  // Partner API keys (issue 28 item 3, functions/domain/partner-api): a series' keys in a partition
  // of their own, and per key a lookup item by its hash (deleted on revoke) that a call reads.
  partnerKey: (seriesGuid: string, keyId: string) => ({
    pk: `PARTNERKEYS#${seriesGuid}`,
    sk: `KEY#${keyId}`,
  }),
  partnerKeysPartition: (seriesGuid: string) => `PARTNERKEYS#${seriesGuid}`,
  partnerKeyLookup: (keyHash: string) => ({ pk: `PARTNERKEY#${keyHash}`, sk: 'KEY' }),
  // Partner API `updatedSince` (functions/domain/partner-api/partner-changes.ts): per order one
  // change mark the projector moves, on gsi1 `partnerChanges` by the time it moved.
  partnerChange: (orderGuid: string) => ({ pk: `PARTNERCHANGE#${orderGuid}`, sk: 'CHANGE' }),
  // …and per registration its own mark beside its order's (a start number moves only that one).
  partnerItemChange: (orderGuid: string, itemGuid: string) => ({
    pk: `PARTNERCHANGE#${orderGuid}`,
    sk: `ITEM#${itemGuid}`,
  }),
  // Tax documents (functions/domain/tax-documents): an order's documents in a partition of their
  // own (not the order's, which checkout and the projector read whole), and each organizer's
  // number series per year, the counter a document's number is taken from.
  taxDocument: (orderGuid: string, trigger: string) => ({ pk: `TAXDOCS#${orderGuid}`, sk: `DOC#${trigger}` }),
  taxDocumentPrefix: 'DOC#',
  taxDocumentSeries: (organizerGuid: string, year: number) => ({
    pk: `TAXDOCSERIES#${organizerGuid}`,
    sk: `YEAR#${year}`,
  }),
  // Registration transfer (issue 27 item 2): an item's one current offer to a new runner.
  transferOffer: (itemGuid: string) => ({ pk: `TRANSFER#${itemGuid}`, sk: 'OFFER' }),
} as const;

/** GSI partition values (overloaded indexes, see ./README.md). */
export const gsi = {
  allSeries: 'SERIES',
  homepageSeries: 'HOMEPAGE#SERIES',
  homepageEvents: 'HOMEPAGE#EVENTS',
  eventsOfSeries: (seriesGuid: string) => `SERIES#${seriesGuid}#EVENTS`,
  termsOfSeries: (seriesGuid: string) => `SERIES#${seriesGuid}#TERMS`,
  discountsOfSeries: (seriesGuid: string) => `SERIES#${seriesGuid}#DISCOUNTS`,
  subevent: (subGuid: string) => `SUBEVENT#${subGuid}`,
  /** Sparse: only items of active orders (not expired, cancelled or deleted) carry it. */
  startList: (subGuid: string) => `SUBEVENT#${subGuid}#STARTLIST`,
  userOrders: (userGuid: string) => `USER#${userGuid}#ORDERS`,
  userItems: (userGuid: string) => `USER#${userGuid}#ITEMS`,
  seriesOrders: (seriesGuid: string) => `SERIES#${seriesGuid}#ORDERS`,
  /** Sparse: only unpaid, active orders, by the UTC day they expire. */
  expiry: (isoInstant: string) => `EXPIRY#${isoInstant.slice(0, 10)}`,
  teamsOfSubevent: (subGuid: string) => `SUBEVENT#${subGuid}#TEAMS`,
  /** Registration items of a team (team management: members and their orders). */
  teamMembers: (teamGuid: string) => `TEAM#${teamGuid}#MEMBERS`,
  /**
   * Sparse, on team place counters: an expiry released a place of the team, so the team may be
   * empty. The expiry worker's sweep deletes emptied teams and clears the mark (an outbox: a run
   * stopped between the release and the delete leaves the mark for the next run).
   */
  teamsToSweep: 'TEAMSWEEP',
  organizers: 'ORGANIZERS',
  /** Every bank payment by booking day (the bank payments list). */
  bankPayments: 'BANKPAYMENTS',
  /** Bank payments matched to (or naming) one order: partial payments add up. */
  orderBankPayments: (orderGuid: string) => `ORDER#${orderGuid}#BANKPAY`,
  /** The priced value changes of an order (gsi2, by `<dateCreated>#<guid>`): the admin's order detail. */
  orderValueChanges: (orderGuid: string) => `ORDER#${orderGuid}#VALUECHANGE`,
  users: 'USERS',
  /** Every billing settlement by id (the billing list). */
  billings: 'BILLINGS',
  // Registration transfer (issue 27 item 2): sparse, only offers being accepted (`accepting`), by
  // `<leaseUntil>#<item>`, so the transfer-acceptances worker finds stuck ones without a Scan.
  transferClaims: 'TRANSFERCLAIMS',
  /** Partner API: the series' order change marks (gsi1, by `<changedAt>#<orderGuid>`). */
  partnerChanges: (seriesGuid: string) => `SERIES#${seriesGuid}#PARTNERCHANGES`,
} as const;
