-- The safety watermark became a switch of each workflow (workflows.enable_safety_watermark, set in
-- the builder), allowed by the organisation's switch. Workflows of organisations that had it on
-- keep showing it.
UPDATE "workflows" SET "enable_safety_watermark" = true
WHERE "organization_id" IN (
  SELECT "id" FROM "organizations" WHERE ("settings" -> 'customized' ->> 'enableSafetyWatermark') = 'true'
);
