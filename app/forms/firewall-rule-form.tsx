// A firewall rule created (`firewall-rules-new`), copied (`firewall-rules-new/{rule}`:
// prefilled, a new name required) or changed (`firewall-rules/{rule}/edit`: it may keep its
// own name). Either way the whole rule set is reviewed, then sent. The routes take
// `createRoute` and `editRoute`.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'

import type { VpcFirewallRule } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { firewallRules } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { requireParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { FirewallRuleFields } from './firewall-rule-fields'
import { ruleSetChanges, RULE_FIELDS, unchangedSince } from './firewall-rule-conflict'
import { reviewRuleSet } from './firewall-rule-review'
import {
  keepRule,
  newRuleValues,
  nextRuleSet,
  ruleFormSchema,
  ruleValues,
  toRuleUpdate,
  type RuleValues,
} from './firewall-rule-values'
import { readNow, useEditConflict } from './use-edit-conflict'

type Mode = 'create' | 'edit'

async function createLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(firewallRules(requireParams(params, 'project', 'vpc')))
  return null
}

async function editLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc, rule } = requireParams(params, 'project', 'vpc', 'rule')
  const { rules } = await queryClient.fetchQuery(firewallRules({ project, vpc }))
  // no such rule is the page's 404
  if (!rules.some((r) => r.name === rule)) throw new Response('Not found', { status: 404 })
  return null
}

function FirewallRuleForm({ mode }: { mode: Mode }) {
  const navigate = useNavigate()
  const params = useParams()
  const { project, vpc } = requireParams(params, 'project', 'vpc')
  const { data } = usePrefetchedQuery(firewallRules({ project, vpc }))
  // the set as the form opened on it: a save's fresh read refreshes `data`, and the rule
  // must not vanish from under the form when someone else removed it meanwhile
  const [openedSet] = useState(data)
  // create: the rule copied, if any; edit: the rule changed
  const original: VpcFirewallRule | undefined = params.rule
    ? openedSet.rules.find((r) => r.name === params.rule)
    : undefined
  const editing = mode === 'edit' ? original : undefined
  const form = useForm({
    // every other rule's name is taken; an edited rule may keep its own
    resolver: zodResolver(
      ruleFormSchema(data.rules.filter((r) => r.name !== editing?.name).map((r) => r.name)),
    ),
    defaultValues: original ? ruleValues(original, mode === 'create') : newRuleValues(vpc),
  })
  const back = () => navigate(pb.vpcFirewallRules({ project, vpc }))
  const update = useApiMutation(api.vpcFirewallRulesUpdate, {
    invalidates: ['vpcFirewallRulesView'],
    onSuccess(_, { body }) {
      addToast({
        variant: 'success',
        title: mode === 'edit' ? 'Firewall rule updated' : 'Firewall rule created',
        content: body.rules?.at(-1)?.name,
      })
      back()
    },
  })
  // the rule as a set of rules has it; a rule renamed or removed since is the one opened
  const ruleIn = (set: { rules: VpcFirewallRule[] }) =>
    (editing && set.rules.find((r) => r.name === editing.name)) ?? original
  // The whole set the save PUTs with this rule applied to `set`: the save gives it the set
  // as just read again, the "Copy as" menu the set as the page last read it
  const toRequest = (values: RuleValues, set: { rules: VpcFirewallRule[] } = data) => ({
    op: 'vpcFirewallRulesUpdate' as const,
    params: {
      query: { project, vpc },
      // a clone keeps the copied rule's ICMP filters as an edit does
      body: { rules: nextRuleSet(set.rules, toRuleUpdate(values, ruleIn(set)), editing?.name) },
    },
  })
  // Nexus replaces the whole set: before every save, the set is read again and compared
  // with the one the form opened on; the save then applies this rule to the set as it is now
  const conflict = useEditConflict({
    opened: openedSet,
    read: () => readNow(firewallRules({ project, vpc })),
    toValues: (set) => {
      const rule = editing ? ruleIn(set) : undefined
      return rule ? ruleValues(rule) : newRuleValues(vpc)
    },
    fields: RULE_FIELDS,
    form,
    save: async (values, now) => {
      const request = toRequest(values, now)
      const after = request.params.body.rules
      reviewRuleSet({
        before: now.rules.map(keepRule),
        after,
        renamed:
          editing && values.name !== editing.name
            ? { from: editing.name, to: values.name }
            : undefined,
        send: async () => {
          // the review may stay open a while: the set it shows must still be the set
          unchangedSince(now, await readNow(firewallRules({ project, vpc })))
          await update.mutateAsync(request.params)
        },
      })
    },
    noun: editing ? 'firewall rule' : 'VPC’s rule set',
    otherChanges: (opened, now) => ruleSetChanges(opened.rules, now.rules, editing?.name),
  })
  // the rule went (deleted elsewhere) after the loader found it: nothing left to edit
  if (mode === 'edit' && !editing) return null
  return (
    <>
      <SideModalForm
        title={
          editing ? 'Edit firewall rule' : original ? 'Clone firewall rule' : 'Create firewall rule'
        }
        subtitle={original?.name}
        form={form}
        onSubmit={conflict.submit}
        copyAs={(values) => toRequest(values)}
        onDismiss={back}
        submitLabel={editing ? 'Update rule' : 'Create rule'}
        loading={update.isPending || conflict.checking}
        submitError={update.error ?? conflict.readError}
      >
        <FirewallRuleFields form={form} />
      </SideModalForm>
      {conflict.dialog}
    </>
  )
}

const FirewallRuleCreateForm = () => <FirewallRuleForm mode="create" />
const FirewallRuleEditForm = () => <FirewallRuleForm mode="edit" />

/** `firewall-rules-new/:rule?`: a new rule, or a copy of `rule`. */
export const createRoute = { default: FirewallRuleCreateForm, clientLoader: createLoader }
/** `firewall-rules/:rule/edit`. */
export const editRoute = { default: FirewallRuleEditForm, clientLoader: editLoader }
