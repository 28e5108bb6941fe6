/** Where the `setup` project leaves the admin's signed-in cookies for the `server` project. */
export const ADMIN_STATE = 'test-results/.auth/admin.json'
