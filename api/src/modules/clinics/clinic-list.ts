import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { containsPattern } from '../../lists/index.js';
import { type RoleUserList, statusWord, userFields } from '../../people/user-row.js';

/** The clinic list of GET /user (where.role_id 4): plain names, searched by name, e-mail, phone or NPI. */
export const clinicUserList: RoleUserList = {
  search: (text, _list, bind) => {
    const like = bind(containsPattern(text));
    return {
      condition: sql`(${users.fullName} ilike ${like} or ${users.email} ilike ${like} or ${users.phone} ilike ${like} or ${users.npi} ilike ${like})`,
      freeText: true,
    };
  },
  row: ({ user }) => userFields(user),
  csv: {
    file: 'clinics',
    action: 'clinic.export',
    columns: [
      { header: 'Name', cell: (row) => String(row.user.fullName ?? '') },
      { header: 'NPI Number', cell: (row) => String(row.user.npi ?? '') },
      { header: 'Phone', cell: (row) => String(row.user.phone ?? '') },
      { header: 'Email', cell: (row) => String(row.user.email ?? '') },
      { header: 'Status', cell: (row) => statusWord(row.user.status) },
    ],
  },
};
