/** What an LRS query filters on, read off a statement: who and what it is about, directly and anywhere. */
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An agent's or identified group's one identifier as a key: `mbox:mailto:a@b`, `account:https://x|name`. */
export const ifiOf = (agent: unknown): string | null => {
  if (!isObject(agent)) return null;
  if (typeof agent['mbox'] === 'string') return `mbox:${agent['mbox']}`;
  if (typeof agent['mbox_sha1sum'] === 'string') return `mbox_sha1sum:${agent['mbox_sha1sum'].toLowerCase()}`;
  if (typeof agent['openid'] === 'string') return `openid:${agent['openid']}`;
  const account = agent['account'];
  if (isObject(account)) return `account:${String(account['homePage'])}|${String(account['name'])}`;
  return null;
};

/** An agent or group and, for a group, its members: everyone it names. */
const everyoneIn = (agentOrGroup: unknown): string[] => {
  if (!isObject(agentOrGroup)) return [];
  const members = Array.isArray(agentOrGroup['member']) ? agentOrGroup['member'].map(ifiOf) : [];
  return [ifiOf(agentOrGroup), ...members].filter((ifi): ifi is string => ifi !== null);
};

const activitiesOfContext = (context: unknown): string[] => {
  if (!isObject(context) || !isObject(context['contextActivities'])) return [];
  return Object.values(context['contextActivities']).flatMap((entries) =>
    (Array.isArray(entries) ? entries : [entries]).map((entry) => (isObject(entry) ? String(entry['id']) : '')).filter(Boolean),
  );
};

const agentsOfContext = (context: unknown): string[] => {
  if (!isObject(context)) return [];
  const contextAgents = Array.isArray(context['contextAgents'])
    ? context['contextAgents'].map((entry) => (entry as JsonObject)['agent'])
    : [];
  const contextGroups = Array.isArray(context['contextGroups'])
    ? context['contextGroups'].map((entry) => (entry as JsonObject)['group'])
    : [];
  return [context['instructor'], context['team'], ...contextAgents, ...contextGroups].flatMap(everyoneIn);
};

const isAgentObject = (object: JsonObject) => object['objectType'] === 'Agent' || object['objectType'] === 'Group';
const isActivityObject = (object: JsonObject) => (object['objectType'] ?? 'Activity') === 'Activity';

export type StatementIndex = {
  verbId: string;
  agents: string[];
  relatedAgents: string[];
  activities: string[];
  relatedActivities: string[];
  registration: string | null;
  targetId: string | null;
};

const unique = (values: string[]) => [...new Set(values)];

/**
 * `agent` matches the actor or an agent object by its identifier (an identified Group by its own); `related_agents`
 * widens it to groups' members, the authority, the context's agents and a SubStatement's. `activity` matches the object; `related_activities` its context and a
 * SubStatement's too.
 */
export const indexStatement = (statement: JsonObject): StatementIndex => {
  const object = statement['object'] as JsonObject;
  const context = statement['context'];
  const direct = [ifiOf(statement['actor']), isAgentObject(object) ? ifiOf(object) : null].filter((ifi): ifi is string => ifi !== null);
  const sub = object['objectType'] === 'SubStatement' ? object : null;
  const subObject = sub ? (sub['object'] as JsonObject) : null;
  const relatedAgents = [
    ...everyoneIn(statement['actor']),
    ...(isAgentObject(object) ? everyoneIn(object) : []),
    ...everyoneIn(statement['authority']),
    ...agentsOfContext(context),
    ...(sub
      ? [
          ...everyoneIn(sub['actor']),
          ...(subObject && isAgentObject(subObject) ? everyoneIn(subObject) : []),
          ...agentsOfContext(sub['context']),
        ]
      : []),
  ];
  const activities = isActivityObject(object) ? [String(object['id'])] : [];
  const relatedActivities = [
    ...activities,
    ...activitiesOfContext(context),
    ...(sub
      ? [...(subObject && isActivityObject(subObject) ? [String(subObject['id'])] : []), ...activitiesOfContext(sub['context'])]
      : []),
  ];
  const registration = isObject(context) && typeof context['registration'] === 'string' ? context['registration'].toLowerCase() : null;
  return {
    verbId: String((statement['verb'] as JsonObject)['id']),
    agents: unique(direct),
    relatedAgents: unique(relatedAgents),
    activities,
    relatedActivities: unique(relatedActivities),
    registration,
    targetId: object['objectType'] === 'StatementRef' ? String(object['id']).toLowerCase() : null,
  };
};

/** Every activity in the statement that states a definition, with it: what `GET activities` merges. */
export const definedActivities = (statement: JsonObject): { id: string; definition: JsonObject }[] => {
  const found: { id: string; definition: JsonObject }[] = [];
  const visit = (candidate: unknown) => {
    if (
      isObject(candidate) &&
      (candidate['objectType'] ?? 'Activity') === 'Activity' &&
      typeof candidate['id'] === 'string' &&
      isObject(candidate['definition'])
    )
      found.push({ id: candidate['id'], definition: candidate['definition'] });
  };
  const visitStatement = (part: JsonObject) => {
    visit(part['object']);
    const context = part['context'];
    if (isObject(context) && isObject(context['contextActivities']))
      for (const entries of Object.values(context['contextActivities']))
        for (const entry of Array.isArray(entries) ? entries : [entries]) visit(entry);
  };
  visitStatement(statement);
  const object = statement['object'] as JsonObject;
  if (object['objectType'] === 'SubStatement') visitStatement(object);
  return found;
};

/** Every agent (not group) the statement names: what `GET agents` can answer as a Person. */
export const namedAgents = (statement: JsonObject): JsonObject[] => {
  const found: JsonObject[] = [];
  const visit = (candidate: unknown) => {
    if (!isObject(candidate)) return;
    if (candidate['objectType'] === 'Group') {
      if (Array.isArray(candidate['member'])) candidate['member'].forEach(visit);
    } else if (candidate['objectType'] === undefined || candidate['objectType'] === 'Agent') {
      if (ifiOf(candidate)) found.push(candidate);
    }
  };
  visit(statement['actor']);
  visit(statement['object']);
  visit(statement['authority']);
  return found;
};
