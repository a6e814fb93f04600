-- Nonces of accepted Hawk requests, shared by every process so a replay is refused wherever it lands.
CREATE TABLE hawk_nonces (
  client_id text NOT NULL,
  nonce text NOT NULL,
  ts bigint NOT NULL,
  PRIMARY KEY (client_id, nonce)
);
