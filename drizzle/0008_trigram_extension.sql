-- Custom SQL migration file, put your code below! --
-- Trigram indexes serve "contains" searches (a registration reference by any part) at any table size.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
