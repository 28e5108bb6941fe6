import { callApi, api } from '~/api/client'

/** Ends the session on the server, then goes to the login page (spec section 7). */
export async function signOut() {
  try {
    await callApi(api.logout, {})
  } finally {
    // a full page load drops every cached read of the signed-out user
    window.location.assign('/login')
  }
}
