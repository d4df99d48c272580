// The enquiry answers of the API (GET /enquiry, GET and PUT /enquiry/{id}), named from its generated
// types (@telehealth/shared/contracts, `pnpm gen:api-types`).
import type { ApiAnswer } from '@telehealth/shared/contracts';

/** A page of enquiries, with the number no administrator has opened yet ('There are N New Messages'). */
export type EnquiryList = ApiAnswer<'/api/enquiry', 'get'>;

/**
 * An enquiry. `user` comes when asked for (null once the enquirer's account is gone; a patient's
 * name and e-mail masked), `enquiryReply` (oldest first) on the detail.
 */
export type Enquiry = EnquiryList['enquiries'][number];
/** 0 pending, 1 completed. */
export type EnquiryStatus = Enquiry['status'];
export type EnquiryUser = NonNullable<Enquiry['user']>;
export type EnquiryReply = NonNullable<Enquiry['enquiryReply']>[number];

export type EnquiryAnswer = ApiAnswer<'/api/enquiry/{id}', 'get'>;

/** The answer to a status change, or to a reply: then with whether the e-mail went out (`mail_sent`). */
export type ReplyAnswer = ApiAnswer<'/api/enquiry/{id}', 'put'>;
