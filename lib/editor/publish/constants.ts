/** The job that renders blur and voice-over into the published media (render.ts). */
export const PUBLISH_RENDER_JOB = 'publish-render';
/** The progress stage of the publish render. */
export const PUBLISH_STAGE = 'publish';
export const PUBLISH_FAILURE = 'advancedEditor.publish.failure';
