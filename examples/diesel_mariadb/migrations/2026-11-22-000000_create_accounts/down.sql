DROP TABLE example_sessions;
DROP TABLE example_accounts;
