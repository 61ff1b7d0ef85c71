-- Hand-written: no statistics for the chunks' embeddings. No plan reads them (the embeddings are compared, never
-- filtered by element), and their element statistics were three quarters of an ANALYZE of the table (1.9 of 2.5 s
-- at 100,000 chunks), which the index jobs now run on the embedded database, whose one session waits for it
-- (lib/knowledge/text-statistics.ts); autovacuum's ANALYZE on PostgreSQL gets as much cheaper.
ALTER TABLE "knowledge_chunks" ALTER COLUMN "embedding" SET STATISTICS 0;
