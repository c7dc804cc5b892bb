/**
 * The audit explorer's GraphQL schema (read-only: queries, and a subscription over WebSocket). Instants are ISO-8601 strings; positions and
 * cursors are the store's global positions written as "commit/prepare"; a record's state is
 * JSON, as its aggregate's own fold leaves it.
 */
export const auditTypeDefs = /* GraphQL */ `
  scalar JSON

  enum HistoryOrder {
    NEWEST_FIRST
    OLDEST_FIRST
  }

  input EventFilter {
    tenantId: String
    aggregateType: String
    aggregateId: ID
    userId: String
    correlationId: String
    "Recorded at or after this instant."
    from: String
    "Recorded strictly before this instant."
    to: String
  }

  "Which time an instant of 'as of' follows."
  enum TimeAxis {
    "When the events were recorded."
    RECORDED
    "When they took effect in the business (a bank charge's value date); recorded time for events without one."
    EFFECTIVE
  }

  "A point in a record's history: the state after the events by an instant (on the chosen time axis), or after a revision (0-based)."
  input AsOf {
    at: String
    revision: Int
    time: TimeAxis = RECORDED
  }

  type AuditEvent {
    position: String!
    aggregateType: String!
    aggregateId: ID!
    revision: Int!
    type: String!
    data: JSON
    tenantId: String!
    userId: String!
    account: String!
    correlationId: String!
    causationId: String!
    clientIp: String!
    occurredAt: String!
    recordedAt: String!
    "When it took effect in the business, where that differs from when it was recorded (a bank charge's value date)."
    effectiveAt: String
  }

  type EventPage {
    events: [AuditEvent!]!
    "Pass as 'after' for the next page."
    endCursor: String
    hasNextPage: Boolean!
  }

  type FieldChange {
    "Dotted path of the field in the record's state."
    field: String!
    before: JSON
    after: JSON
  }

  type StreamEntry {
    event: AuditEvent!
    "What this event changed, field by field, in the state folded by the aggregate's own rules."
    changes: [FieldChange!]!
  }

  "The first link of a hash chain that does not hold (README, 'Tamper-evident history')."
  type BrokenLink {
    "altered, missing, deleted, moved or unsealed"
    reason: String!
    revision: Int
    position: String!
  }

  "Whether a record's history is as it was appended: its stream's chain and its events' seals."
  type ChainStatus {
    verified: Boolean!
    "How many of its events are sealed in their tenant's chain (sealing runs right behind the appends)."
    sealed: Int!
    broken: BrokenLink
  }

  type StreamHistory {
    aggregateType: String!
    aggregateId: ID!
    entries: [StreamEntry!]!
    chain: ChainStatus!
  }

  type AggregateState {
    aggregateType: String!
    aggregateId: ID!
    "The revision of the last event folded; -1 when there was none yet."
    revision: Int!
    "When the last event folded was recorded."
    recordedAt: String
    state: JSON
  }

  type StateDiff {
    from: AggregateState!
    to: AggregateState!
    changes: [FieldChange!]!
  }

  type ProjectionStatus {
    name: String!
    runningHere: Boolean!
    position: String!
    lag: Int!
    lagSeconds: Int!
  }

  type Query {
    "The aggregate types whose history can be folded."
    aggregateTypes: [String!]!
    events(filter: EventFilter, after: String, first: Int = 50, order: HistoryOrder = NEWEST_FIRST): EventPage
    stream(aggregateType: String!, aggregateId: ID!): StreamHistory
    stateAsOf(aggregateType: String!, aggregateId: ID!, asOf: AsOf!): AggregateState
    stateDiff(aggregateType: String!, aggregateId: ID!, from: AsOf!, to: AsOf!): StateDiff
    projections: [ProjectionStatus!]
  }

  type Subscription {
    "A record's events as they are appended, each once and in order; with afterRevision, first those after it that are already there."
    streamEvents(aggregateType: String!, aggregateId: ID!, afterRevision: Int): AuditEvent!
  }
`;
