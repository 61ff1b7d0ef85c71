import { readJson, route } from '@/lib/http/route';
import { setWorkflowLanguage } from '@/lib/workflows/language-code';
import { setLanguageCodeSchema } from '@/lib/workflows/schema';

// PUT /api/v1/workflows/{id}/language-code {languageCode} – the language the workflow is spoken in
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = setLanguageCodeSchema.parse(await readJson(req));
  return Response.json({ item: await setWorkflowLanguage({ session, workflowId: params.id, input }) });
});
