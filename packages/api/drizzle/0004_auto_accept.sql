-- Auto-accept per restaurant (issue 16): when set, a placed order is accepted at once by the system with
-- this many minutes promised, so a busy kitchen that trusts its pace is not held up by the tablet.
ALTER TABLE "restaurants" ADD COLUMN "auto_accept_minutes" integer;