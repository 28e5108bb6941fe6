// Table controls on the disks list of a project of the test's own (server mode, admin):
// the filter narrows the rows and the address keeps it across a reload; a filter matching
// nothing says so with a Clear; sorting by name asks the API (sort_by) and the rows follow;
// a page size of 50 is kept in the address and, for another visit, in the browser; rows
// are selected (one, all matching, the page's header box) with the bar; axe on the page;
// at 390 pixels the table scrolls in its own box with the name in view, and the page does
// not. The same on both releases: v14's disk list sorts by name too.
import { createDisk, createProject, deleteIfPresent, deleteProjectAndDefaultVpc } from './api'
import { checkA11y, expect, rowByName, test, uniqueName } from './utils'

test('filter, sort by name on the API, page size kept, narrow screens', async ({ page }) => {
  test.setTimeout(120_000)
  const project = uniqueName('tables')
  const names = ['alpha', 'beta', 'gamma', 'web-one', 'web-two'].map((n) => `${project}-${n}`)
  await createProject(page.request, { name: project })
  try {
    for (const name of names) await createDisk(page.request, { name }, project)

    const list = `/projects/${project}/disks`
    await page.goto(list)
    const table = page.getByRole('table', { name: 'Disks' })
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') })
    const shownNames = () => table.getByRole('link').allInnerTexts()
    await expect(rows).toHaveCount(5)

    // the filter: case-insensitive, in the address, kept by a reload
    const filter = page.getByRole('searchbox', { name: 'Filter disks' })
    // typed key by key: the box keeps its focus as the list loads behind it
    await filter.pressSequentially('WEB', { delay: 100 })
    await expect(filter).toBeFocused()
    await expect(rows).toHaveCount(2)
    await expect(page).toHaveURL(/[?&]q=WEB(&|$)/)
    await expect(page.getByRole('status').filter({ hasText: '2 of 5 match' })).toBeVisible()
    await page.reload()
    await expect(filter).toHaveValue('WEB')
    await expect(rows).toHaveCount(2)
    await checkA11y(page)

    // a filter that matches nothing is not the empty state
    await filter.fill('nothing-here')
    await expect(page.getByText('No disks match “nothing-here”')).toBeVisible()
    await page.getByRole('button', { name: 'Clear filter' }).click()
    await expect(filter).toHaveValue('')
    await expect(rows).toHaveCount(5)
    await expect(page).not.toHaveURL(/[?&]q=/)

    // sort by name: the API sorts (sort_by), the header says which way
    const nameHeader = table.getByRole('columnheader', { name: 'Name' })
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none')
    const ascending = page.waitForRequest((r) => r.url().includes('sort_by=name_ascending'))
    await nameHeader.getByRole('button').click()
    await ascending
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    const descending = page.waitForRequest(
      (r) => /\/v1\/disks\?/.test(r.url()) && r.url().includes('sort_by=name_descending'),
    )
    await nameHeader.getByRole('button').click()
    await descending
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(page).toHaveURL(/[?&]sort=name-desc/)
    await expect.poll(shownNames).toEqual([...names].sort().reverse())

    // another column sorts in the browser, ascending by its value
    await table.getByRole('columnheader', { name: 'State' }).getByRole('button').click()
    await expect(page).toHaveURL(/[?&]sort=state-asc/)
    await expect(rows).toHaveCount(5)

    // page size: in the address, then remembered for a visit without it
    const size = page.getByRole('combobox', { name: 'Rows per page' })
    await expect(size).toHaveValue('25')
    await size.selectOption('50')
    await expect(page).toHaveURL(/[?&]size=50/)
    await page.reload()
    await expect(size).toHaveValue('50')
    await page.goto(list)
    await expect(size).toHaveValue('50')
    await expect(page).not.toHaveURL(/[?&]size=/)
    await size.selectOption('25')

    // selection: a row's checkbox opens the bar; select all matching, then clear
    await rowByName(table, names[1])
      .getByRole('checkbox', { name: `Select ${names[1]}` })
      .check()
    const bar = page.getByRole('group', { name: 'Selection' })
    await expect(bar).toContainText('1 selected')
    await expect(bar.getByRole('button', { name: 'Delete 1', exact: true })).toBeVisible()
    await checkA11y(page)
    await bar.getByRole('button', { name: 'Select all 5 matching' }).click()
    await expect(bar).toContainText('5 selected')
    const header = table.getByRole('checkbox', { name: 'Select the rows on this page' })
    await expect(header).toBeChecked()
    await header.uncheck()
    await expect(bar).toBeHidden()
    await rowByName(table, names[0]).getByRole('checkbox').check()
    await expect(header).toHaveJSProperty('indeterminate', true)
    await bar.getByRole('button', { name: 'Clear', exact: true }).click()
    await expect(bar).toBeHidden()

    // narrow: the table scrolls in its own box, the name stays at its left edge
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(list)
    await expect(rows).toHaveCount(5)
    const scroller = page.locator('[data-table-scroll]').filter({ has: table })
    const widths = await scroller.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      overflow: getComputedStyle(el).overflowX,
    }))
    expect(widths.overflow).toBe('auto')
    expect(widths.scroll).toBeGreaterThan(widths.client)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const nameCell = table.getByRole('cell', { name: names[0], exact: true })
    await scroller.evaluate((el) => (el.scrollLeft = 200))
    expect(await nameCell.evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
    await expect(nameCell).toBeInViewport()
    await checkA11y(page)
  } finally {
    for (const name of names) await deleteIfPresent(page.request, 'disks', name, project)
    await deleteProjectAndDefaultVpc(page.request, project)
  }
})
