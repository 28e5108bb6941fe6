// The rack networking page (server mode, signed in as admin, a fleet admin): the demo rack's
// uplinks (link up, the core routers heard over LLDP, their settings), its BGP peer and
// routes, its BFD session, and the allow list, whose editor warns before a list that may
// shut the operator out. The simulator refuses a list without the address the console
// server saw the request come from (127.0.0.1 here); it does not filter requests by the
// list, but the test sets it back to `any` whatever happens.
import type { Page } from '@playwright/test'

import { setAllowList } from './api'
import { checkA11y, expect, expectToast, rowByName, test } from './utils'

const PAGE = '/system/networking/rack'

const ports = (page: Page, location: string) =>
  page.getByRole('table', { name: `Ports of ${location}` })

test('switches and their uplink ports: link up, the neighbour, the settings', async ({ page }) => {
  await page.goto(PAGE)
  await expect(page.getByRole('heading', { name: 'Rack networking' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Rack networking' }),
  ).toBeVisible()
  await expect(page.getByRole('table', { name: 'Switches' }).getByRole('row')).toHaveCount(3)

  const uplink0 = rowByName(ports(page, 'switch0'), 'qsfp0')
  await expect(uplink0.getByRole('cell').nth(1)).toHaveText('up')
  await expect(uplink0).toContainText('core-rtr-a')
  await expect(uplink0).toContainText('Ethernet1/49')
  await expect(uplink0).toContainText('chassis b8:ce:f6:3a:10:7c')
  const uplink1 = rowByName(ports(page, 'switch1'), 'qsfp0')
  await expect(uplink1.getByRole('cell').nth(1)).toHaveText('up')
  await expect(uplink1).toContainText('core-rtr-b')
  await expect(uplink1).toContainText('Ethernet1/50')
  // only the ports with settings until asked for the rest
  await expect(ports(page, 'switch0').getByRole('row')).toHaveCount(2)
  await checkA11y(page)

  await page.getByRole('checkbox', { name: 'Show ports without settings' }).check()
  await expect(ports(page, 'switch0').getByRole('row')).toHaveCount(33)
  const idle = rowByName(ports(page, 'switch0'), 'qsfp5')
  await expect(idle.getByRole('cell').nth(1)).toHaveText('down')
  await checkA11y(page)
  await page.getByRole('checkbox', { name: 'Show ports without settings' }).uncheck()

  await uplink0.getByRole('button', { name: 'default-uplink0' }).click()
  const dialog = page.getByRole('dialog', { name: 'Switch port settings' })
  await expect(dialog).toContainText('default-uplink0')
  await expect(dialog.getByRole('list', { name: 'Addresses' })).toContainText('172.20.15.18/29')
  await expect(dialog.getByRole('list', { name: 'Routes' })).toContainText(
    '0.0.0.0/0 via 172.20.15.17',
  )
  await expect(dialog.getByRole('list', { name: 'BGP peers' })).toContainText('172.20.15.17')
  await expect(dialog.getByRole('list', { name: 'Links' })).toContainText('100 Gbit/s')
  await checkA11y(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(uplink0.getByRole('button', { name: 'default-uplink0' })).toBeFocused()
})

test('BGP: the peer established, the routes it sends and the ones announced', async ({ page }) => {
  await page.goto(`${PAGE}?tab=bgp`)
  await expect(page.getByRole('table', { name: 'BGP configurations' })).toContainText('as65000')
  const peer = rowByName(page.getByRole('table', { name: 'BGP peers' }), '172.20.15.17')
  await expect(peer).toContainText('established')
  await expect(peer).toContainText('65100')
  const imported = page.getByRole('table', { name: 'Routes imported by AS 65000' })
  await expect(imported).toContainText('10.0.0.0/8')
  await expect(imported).toContainText('172.20.15.17')
  await expect(page.getByRole('table', { name: 'Routes exported' })).toContainText('192.0.2.0/24')
  await expect(page.getByRole('list', { name: 'Announcements of as65000-announce' })).toContainText(
    '198.51.100.0/24',
  )
  await checkA11y(page)
})

test('BFD: the session with switch0’s router', async ({ page }) => {
  await page.goto(`${PAGE}?tab=bfd`)
  const session = rowByName(page.getByRole('table', { name: 'BFD sessions' }), '172.20.15.17')
  await expect(session).toContainText('switch0')
  await expect(session).toContainText('up')
  await checkA11y(page)
})

test('the allow list: a list that would shut the operator out is refused before it is saved', async ({
  page,
}) => {
  try {
    await page.goto(`${PAGE}?tab=allow-list`)
    const allowed = page.getByRole('definition').first()
    await expect(allowed).toHaveText('Any')
    await checkA11y(page)

    await page.getByRole('button', { name: 'Edit allow list' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit allow list' })
    await dialog.getByRole('radio', { name: 'A list of networks' }).check()
    const network = dialog.getByRole('textbox', { name: 'Networks: value' })
    await network.fill('10.0.0.0')
    await dialog.getByRole('button', { name: 'Add to networks' }).click()
    await expect(dialog).toContainText('Must contain an IP address and a width, separated by a /')
    await network.fill('10.0.0.0/8')
    await dialog.getByRole('button', { name: 'Add to networks' }).click()

    // 127.0.0.1, where this browser reaches the console, is not in it. No API tells the
    // console that address, so it says so and asks for the operator's word
    await expect(dialog).toContainText('The console cannot learn that address')
    await expect(dialog.getByRole('list', { name: 'Networks to be allowed' })).toHaveText(
      '10.0.0.0/8',
    )
    await checkA11y(page)
    const save = dialog.getByRole('button', { name: 'Save allow list' })
    await save.click()
    await expect(dialog).toContainText('Confirm that your own address is in the list')
    await expect(dialog).toBeVisible()

    // typed, the address is checked against the list, and a list without it is refused here
    const address = dialog.getByRole('textbox', { name: 'Your address, as the rack sees it' })
    await address.fill('127.0.0.1')
    const shutOut = '127.0.0.1 is in none of these networks: saving this list would lock you out'
    await expect(dialog).toContainText(shutOut)
    await expect(dialog).not.toContainText('cannot learn that address')
    await save.click()
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog).toContainText(shutOut)
    await checkA11y(page)

    // an address the operator gets wrong passes the console's check; Nexus still refuses
    await address.fill('10.1.1.1')
    await expect(dialog.getByRole('status')).toHaveText(
      '10.1.1.1 is in 10.0.0.0/8: you keep your access.',
    )
    await save.click()
    await expect(dialog).toContainText('would prevent access from the current client')
    await expect(address).toHaveValue('10.1.1.1') // nothing typed is lost
    await checkA11y(page)

    // on the operator's word alone (no address typed) the list is sent as well
    await address.fill('')
    await dialog.getByRole('checkbox', { name: 'My own address is in this list' }).check()
    await save.click()
    await expect(dialog).toContainText('would prevent access from the current client')

    // this browser's address is in this one
    await network.fill('127.0.0.0/8')
    await dialog.getByRole('button', { name: 'Add to networks' }).click()
    // a changed list needs the operator's word again
    const vouch = dialog.getByRole('checkbox', { name: 'My own address is in this list' })
    await expect(vouch).not.toBeChecked()
    await address.fill('127.0.0.1')
    await expect(dialog.getByRole('status')).toHaveText(
      '127.0.0.1 is in 127.0.0.0/8: you keep your access.',
    )
    await expect(vouch).toBeHidden()
    await save.click()
    await expectToast(page, 'Allow list updated')
    await expect(dialog).toBeHidden()
    const list = page.getByRole('list', { name: 'Allowed networks' })
    await expect(list).toContainText('10.0.0.0/8')
    await expect(list).toContainText('127.0.0.0/8')
    await checkA11y(page)

    await page.getByRole('button', { name: 'Edit allow list' }).click()
    await dialog.getByRole('radio', { name: 'Any' }).check()
    await expect(dialog).not.toContainText('cannot learn that address')
    await dialog.getByRole('button', { name: 'Save allow list' }).click()
    await expect(dialog).toBeHidden()
    await expect(allowed).toHaveText('Any')
  } finally {
    await setAllowList(page.request, { allow: 'any' })
  }
})
