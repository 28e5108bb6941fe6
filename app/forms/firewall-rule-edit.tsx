// One firewall rule changed (`firewall-rules/{rule}/edit`); the whole rule set is reviewed,
// then sent.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'

import { api, queryClient, useApiMutation } from '~/api/client'
import { firewallRules } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { requireParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { FirewallRuleFields } from './firewall-rule-fields'
import { reviewRuleSet } from './firewall-rule-review'
import {
  keepRule,
  nextRuleSet,
  ruleFormSchema,
  ruleValues,
  toRuleUpdate,
} from './firewall-rule-values'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc, rule } = requireParams(params, 'project', 'vpc', 'rule')
  const { rules } = await queryClient.fetchQuery(firewallRules({ project, vpc }))
  // no such rule is the page's 404
  if (!rules.some((r) => r.name === rule)) throw new Response('Not found', { status: 404 })
  return null
}

export default function FirewallRuleEditForm() {
  const navigate = useNavigate()
  const { project, vpc, rule } = requireParams(useParams(), 'project', 'vpc', 'rule')
  const { data } = usePrefetchedQuery(firewallRules({ project, vpc }))
  const original = data.rules.find((r) => r.name === rule)
  const form = useForm({
    // every other rule's name is taken; this one may keep its own
    resolver: zodResolver(
      ruleFormSchema(data.rules.filter((r) => r.name !== rule).map((r) => r.name)),
    ),
    defaultValues: original && ruleValues(original),
  })
  const back = () => navigate(pb.vpcFirewallRules({ project, vpc }))
  const update = useApiMutation(api.vpcFirewallRulesUpdate, {
    invalidates: ['vpcFirewallRulesView'],
    onSuccess(_, { body }) {
      addToast({
        variant: 'success',
        title: 'Firewall rule updated',
        content: body.rules.at(-1)?.name,
      })
      back()
    },
  })
  // the rule went (deleted elsewhere) after the loader found it: nothing left to edit
  if (!original) return null
  return (
    <SideModalForm
      title="Edit firewall rule"
      subtitle={rule}
      form={form}
      onSubmit={(values) => {
        const next = toRuleUpdate(values)
        const after = nextRuleSet(data.rules, next, rule)
        reviewRuleSet({
          before: data.rules.map(keepRule),
          after,
          renamed: next.name !== rule ? { from: rule, to: next.name } : undefined,
          send: () => update.mutateAsync({ query: { project, vpc }, body: { rules: after } }),
        })
      }}
      onDismiss={back}
      submitLabel="Update rule"
      loading={update.isPending}
      submitError={update.error}
    >
      <FirewallRuleFields form={form} />
    </SideModalForm>
  )
}
