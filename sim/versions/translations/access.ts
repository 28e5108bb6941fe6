import type { Translations } from '../translation'

// Answers of the access operations in the shapes of versions older than the newest: an
// audit log entry has no `credential_id` before AUDIT_LOG_CREDENTIAL_ID, and a user no
// times before ADD_TIME_FIELDS_TO_USERS. `auth_method` was free text before AUDIT_LOG_AUTH_METHOD_ENUM,
// with the same values.

type Entry = Record<string, unknown>

export const accessTranslations: Translations = {
  auditLogList: {
    response(page: { items: Entry[]; next_page: string | null }, { version }) {
      if (version.atLeast('AUDIT_LOG_CREDENTIAL_ID')) return page
      return { ...page, items: page.items.map(({ credential_id: _, ...rest }) => rest) }
    },
  },
  userView: {
    response(user: Entry, { version }) {
      if (version.atLeast('ADD_TIME_FIELDS_TO_USERS')) return user
      const rest = { ...user }
      delete rest.time_created
      delete rest.time_modified
      return rest
    },
  },
}
