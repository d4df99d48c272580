// The enquiry answers of the API (GET /enquiry, GET /enquiry/{id}).

/** 0 pending, 1 completed. */
export type EnquiryStatus = 0 | 1;

/**
 * The enquirer. For patients (role 2) the API masks the name and e-mail ('J*** D**',
 * 'j***@e***.com'); doctors' and clinics' arrive in full.
 */
export interface EnquiryUser {
  uid: string;
  full_name: string | null;
  email: string | null;
  role_id: number;
}

export interface EnquiryReply {
  id: number;
  reply: string;
  created_at: string;
  /** The replying administrator's name (absent from an API that predates it). */
  answered_by?: string | null;
}

export interface Enquiry {
  id: number;
  /** null when the enquirer's account no longer exists. */
  user: EnquiryUser | null;
  phone: string | null;
  subject: string;
  message: string;
  status: EnquiryStatus;
  created_at: string;
  /** When an administrator first opened it; null means new (the banner counts these). */
  read_at: string | null;
  /** Present on the detail answer: earlier replies, oldest first. */
  enquiryReply?: EnquiryReply[];
}

export interface EnquiryList {
  enquiries: Enquiry[];
  count: number;
  limit: number;
  /** Enquiries no administrator has opened yet: 'There are N New Messages'. */
  unread_count: number;
}

export interface EnquiryAnswer {
  enquiry: Enquiry;
}

/** The answer to a reply: the enquiry with the new reply, and whether the e-mail went out. */
export interface ReplyAnswer extends EnquiryAnswer {
  mail_sent: boolean;
}
