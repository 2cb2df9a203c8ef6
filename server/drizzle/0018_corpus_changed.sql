-- Every change to what retrieval reads is announced on the channel 'corpus_changed', whichever
-- code path or instance writes it: each app instance listens and rebuilds its corpus facts in the
-- background (ADR 033). Statement triggers with one payload: a transaction notifies once.
CREATE FUNCTION notify_corpus_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('corpus_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER documents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_corpus_changed();
--> statement-breakpoint
CREATE TRIGGER chunks_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chunks"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_corpus_changed();
--> statement-breakpoint
CREATE TRIGGER chunk_lexemes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chunk_lexemes"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_corpus_changed();
--> statement-breakpoint
CREATE TRIGGER chunk_embeddings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chunk_embeddings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_corpus_changed();
