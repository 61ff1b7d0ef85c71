import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { subcategories } from './catalog';
import { orgId } from './columns';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * A video workflow (spec 02 §3 Workflow). The status columns hold the spec's raw values
 * (editorStatus, convertStatus, stepsStatus, speechStatus, frameCaptureStatus, videoExtractStatus,
 * blocked); the card status is derived from them in lib/workflows.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'restrict' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    titleTranslations: jsonb('title_translations').notNull().default(sql`'{}'::jsonb`),
    languageCode: text('language_code').notNull().default('en-us'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    posterKey: text('poster_key'),
    videoDuration: real('video_duration'),
    editType: text('edit_type').notNull().default('original'),
    editorStatus: text('editor_status'),
    convertStatus: text('convert_status'),
    stepsStatus: text('steps_status'),
    speechStatus: text('speech_status'),
    frameCaptureStatus: text('frame_capture_status'),
    videoExtractStatus: text('video_extract_status'),
    blocked: text('blocked'),
    processed: boolean('processed').notNull().default(false),
    originalVideoKey: text('original_video_key'),
    // { width, height, fps, hasAudio, codec, size } from ffprobe
    source: jsonb('source'),
    terms: jsonb('terms').notNull().default(sql`'[]'::jsonb`),
    totalVersions: integer('total_versions').notNull().default(0),
    // Optimistic concurrency for the editors (lib/editor/revision.ts): every editor save names the
    // revision it was based on and bumps it; a save based on an older one is refused with 409.
    revision: integer('revision').notNull().default(0),
    // Per-workflow safety watermark (spec 02 §3 enableSafetyWatermark), set in the builder.
    enableSafetyWatermark: boolean('enable_safety_watermark').notNull().default(false),
    // The author's preset questions for the player's Q&A intro (lib/chat/preset-schema.ts), after the organisation's.
    presetQuestions: jsonb('preset_questions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    // Live pipeline progress for open pages: { stage, fraction (0..1), updatedAt }.
    progress: jsonb('progress'),
    // Message key of the last pipeline failure (the status column that failed holds an 'error' value).
    failure: text('failure'),
    // Folder version of the current HLS output (…/hls/<n>/): a re-segmentation writes a new one.
    hlsVersion: integer('hls_version').notNull().default(0),
    // What the publish render (lib/editor/publish) burned into the steps' media: { key, hlsVersion }
    // — the fingerprint of its blur regions and voice-over, and the HLS folder it rendered into.
    publishRender: jsonb('publish_render'),
    externalId: text('external_id'),
    duplicatedFromId: uuid('duplicated_from_id'),
    // Lease of the process job's run (lib/workflows/pipeline/lease.ts): which run may work on the
    // workflow, and until when (renewed while it runs; an expired lease means its worker died).
    pipelineLeaseId: uuid('pipeline_lease_id'),
    pipelineLeaseExpiresAt: timestamp('pipeline_lease_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workflows_org_author_idx').on(t.organizationId, t.authorId),
    // A workspace's list, newest first (lib/workflows/library-query.ts orderFor): read in order, and
    // counted from the index alone (published is there for the visibility rule).
    index('workflows_org_ws_newest_idx').on(t.organizationId, t.workspaceId, sql`(coalesce(${t.publishedAt}, ${t.createdAt})) desc`, t.id.desc().nullsFirst(), t.published),
    index('workflows_org_published_idx').on(t.organizationId, t.published, t.publishedAt),
    // "Recently published" (home overview, discover): the newest published first, read in order.
    index('workflows_org_recent_idx').on(t.organizationId, t.publishedAt.desc().nullsLast(), t.id.desc().nullsFirst()).where(sql`${t.published}`),
    // Every title (the own and each translation) for the explorer search (lib/workflows/search.ts titleDoc).
    // fastupdate off: with it, new entries wait in a pending list of up to 4 MB that every search reads
    // in full (BENCHMARKS.md, "a large organisation"); titles are written rarely, searched often.
    index('workflows_titles_fts_idx')
      .using('gin', sql`(to_tsvector('simple', ${t.title}) || jsonb_to_tsvector('simple', ${t.titleTranslations}, '["string"]'))`)
      .with({ fastupdate: false }),
    // The key terms of every language for the explorer search (lib/workflows/search-hits.ts), no pending list either.
    index('workflows_terms_fts_idx').using('gin', sql`jsonb_to_tsvector('simple', ${t.terms}, '["string"]')`).with({ fastupdate: false }),
    // The recovery sweep (every minute) looks only at leased or blocked rows.
    index('workflows_pipeline_lease_idx').on(t.pipelineLeaseExpiresAt).where(sql`${t.pipelineLeaseId} is not null`),
    index('workflows_blocked_idx').on(t.updatedAt).where(sql`${t.blocked} is not null`),
  ],
);

/** One step of a workflow: its own HLS ladder, poster, image map and time range in the source. */
export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    titleTranslations: jsonb('title_translations').notNull().default(sql`'{}'::jsonb`),
    startTime: real('start_time').notNull(),
    endTime: real('end_time').notNull(),
    duration: real('duration').notNull(),
    // master playlist key and { "360": key, "720": key … } per rung
    hlsKey: text('hls_key'),
    renditions: jsonb('renditions').notNull().default(sql`'{}'::jsonb`),
    posterKey: text('poster_key'),
    // the step as one faststart MP4 of the starting rung: the public page plays it without script
    startVideoKey: text('start_video_key'),
    // sprite sheet keys and the index that maps a second to a tile
    imageMap: jsonb('image_map'),
    attachments: jsonb('attachments').notNull().default(sql`'{"diagrams":[],"links":[],"pdfs":[]}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workflow_steps_position_uq').on(t.workflowId, t.position)],
);

/** Sentences with word timings for one language of a workflow (spec 02 §3 Transcription). */
export const transcriptions = pgTable(
  'transcriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    source: text('source').notNull(), // asr | manual | upload
    sentences: jsonb('sentences').notNull().default(sql`'[]'::jsonb`),
    // Plain text of all sentences, for Postgres full-text search.
    searchText: text('search_text').notNull().default(''),
    totalVersions: integer('total_versions').notNull().default(0),
    // See workflows.revision.
    revision: integer('revision').notNull().default(0),
    // A content language's subtitles can be switched off without deleting them (spec 02 §3 Step subtitles).
    disabled: boolean('disabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transcriptions_workflow_lang_uq').on(t.workflowId, t.languageCode),
    // fastupdate off, as workflows_titles_fts_idx: no pending list for every search to read.
    index('transcriptions_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`).with({ fastupdate: false }),
  ],
);

/** Snapshots taken before each update of a versioned document ({collection}_versions of the spec). */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    collection: text('collection').notNull(), // workflows | transcriptions
    documentId: uuid('document_id').notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_versions_doc_uq').on(t.collection, t.documentId, t.version)],
);

/** A resumable multipart upload straight to storage. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id').references(() => workflows.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    multipartId: text('multipart_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    // What the file is for (lib/uploads/constants UPLOAD_PURPOSES); null on rows older than the column.
    purpose: text('purpose'),
    size: bigint('size', { mode: 'number' }).notNull(),
    partSize: integer('part_size').notNull(),
    // [{ partNumber, etag, size }]
    parts: jsonb('parts').notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('uploading'), // uploading | completed | aborted
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('uploads_status_idx').on(t.status, t.expiresAt)],
);

export const workflowLikes = pgTable(
  'workflow_likes',
  {
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The caller's favourites (home overview, favourites list).
  (t) => [primaryKey({ columns: [t.workflowId, t.userId] }), index('workflow_likes_user_idx').on(t.organizationId, t.userId, t.createdAt)],
);

export const workflowSubcategories = pgTable(
  'workflow_subcategories',
  {
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.workflowId, t.subcategoryId] })],
);

/** What the pipeline did to a workflow, step by step (the card tool's conversion history). */
export const conversionHistory = pgTable(
  'conversion_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(), // probe | transcode | poster | image-map | audio | transcribe | segment | publish
    status: text('status').notNull(), // started | finished | failed
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversion_history_wf_idx').on(t.workflowId, t.createdAt)],
);

/**
 * Where a person is in a workflow (continue watching); written by the player's tracking, read by
 * the home overview. One row per person and workflow.
 */
export const workflowViews = pgTable(
  'workflow_views',
  {
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id').references(() => workflowSteps.id, { onDelete: 'set null' }),
    // Seconds into the step.
    position: real('position').notNull().default(0),
    // Seconds actually played across the workflow, and whether the 90 % threshold was reached.
    playedSeconds: real('played_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workflowId, t.userId] }), index('workflow_views_user_idx').on(t.organizationId, t.userId, t.updatedAt)],
);

/** People an author asked to review a workflow (spec 02 §3 Workflow reviewers; GET /reviewers). */
export const workflowReviewers = pgTable(
  'workflow_reviewers',
  {
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workflowId, t.userId] })],
);

/** A reviewer's feedback on a workflow (POST /feedback), read by the author in the builder. */
export const workflowFeedback = pgTable(
  'workflow_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    stepId: uuid('step_id').references(() => workflowSteps.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_feedback_wf_idx').on(t.workflowId, t.createdAt)],
);

export type Workflow = typeof workflows.$inferSelect;
export type WorkflowStep = typeof workflowSteps.$inferSelect;
export type Transcription = typeof transcriptions.$inferSelect;
