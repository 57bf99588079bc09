<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Labels</name>
    <message>
        <source>PPO (online RL: reward model, trained value model)</source>
        <translation>PPO (Online-RL: Belohnungsmodell, trainiertes Wertmodell)</translation>
    </message>
    <message>
        <source>Reward model weights per GPU</source>
        <translation>Gewichte des Belohnungsmodells pro GPU</translation>
    </message>
    <message>
        <source>Compute of the reward and value models</source>
        <translation>Rechenaufwand von Belohnungs- und Wertmodell</translation>
    </message>
    <message>
        <source>Time of the reward and value models' passes</source>
        <translation>Zeit der Durchläufe von Belohnungs- und Wertmodell</translation>
    </message>
    <message>
        <source>Value model states per GPU (weights, gradients, optimizer)</source>
        <translation>Zustände des Wertmodells pro GPU (Gewichte, Gradienten, Optimierer)</translation>
    </message>
</context>
<context>
    <name>FigureText</name>
    <message>
        <source>reward model</source>
        <translation>Belohnungsmodell</translation>
    </message>
    <message>
        <source>reward model parameters</source>
        <translation>Parameter des Belohnungsmodells</translation>
    </message>
    <message>
        <source>shards of the weights</source>
        <translation>Teile der Gewichte (Sharding)</translation>
    </message>
    <message>
        <source>rollout tokens (prompt + completion)</source>
        <translation>Rollout-Tokens (Prompt + Antwort)</translation>
    </message>
    <message>
        <source>PPO epochs per batch of rollouts</source>
        <translation>PPO-Epochen pro Rollout-Batch</translation>
    </message>
    <message>
        <source>value model (architecture)</source>
        <translation>Wertmodell (Architektur)</translation>
    </message>
    <message>
        <source>value model parameters</source>
        <translation>Parameter des Wertmodells</translation>
    </message>
    <message>
        <source>policy parameters</source>
        <translation>Parameter der Policy</translation>
    </message>
    <message>
        <source>reward model weights</source>
        <translation>Gewichte des Belohnungsmodells</translation>
    </message>
    <message>
        <source>value model states</source>
        <translation>Zustände des Wertmodells</translation>
    </message>
</context>
<context>
    <name>ReportTables</name>
    <message>
        <source>Reward model</source>
        <translation>Belohnungsmodell</translation>
    </message>
    <message>
        <source>rule-based (none)</source>
        <translation>regelbasiert (keines)</translation>
    </message>
    <message>
        <source>Value model</source>
        <translation>Wertmodell</translation>
    </message>
    <message>
        <source>%1 architecture, trained (%2 PPO epochs per batch)</source>
        <translation>Architektur von %1, trainiert (%2 PPO-Epochen pro Batch)</translation>
    </message>
</context>
<context>
    <name>RolloutRows</name>
    <message>
        <source>PPO epochs per batch:</source>
        <translation>PPO-Epochen pro Batch:</translation>
    </message>
    <message>
        <source>Passes of the policy and value training over each batch of rollouts (TRL PPOConfig num_ppo_epochs, default 4)</source>
        <translation>Durchläufe des Policy- und Wertmodell-Trainings über jeden Rollout-Batch (TRL PPOConfig num_ppo_epochs, Standard 4)</translation>
    </message>
    <message>
        <source>rule-based (none)</source>
        <translation>regelbasiert (keines)</translation>
    </message>
    <message>
        <source>A catalogue model that scores every completion (bf16, frozen, on the training GPUs: its weights and one forward per step); rule-based rewards add nothing. PPO needs one: its value model has the same architecture and is trained (weights, gradients, optimizer states)</source>
        <translation>Ein Katalogmodell, das jede Antwort bewertet (bf16, eingefroren, auf den Trainings-GPUs: seine Gewichte und ein Vorwärtsdurchlauf pro Schritt); regelbasierte Belohnungen kosten nichts. PPO braucht eines: sein Wertmodell hat dieselbe Architektur und wird trainiert (Gewichte, Gradienten, Optimiererzustände)</translation>
    </message>
    <message>
        <source>Reward model:</source>
        <translation>Belohnungsmodell:</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>%1 B (bf16, frozen) × reward model parameters / weight shards (as the reference)</source>
        <translation>%1 B (bf16, eingefroren) × Parameter des Belohnungsmodells / Teile der Gewichte (wie die Referenz)</translation>
    </message>
    <message>
        <source>rollout tokens × (%1·N_reward + attention) × (%2 reward forward + %3 value forward + %4 × ppo_epochs value forward/backward)</source>
        <translation>Rollout-Tokens × (%1·N_Belohnung + Attention) × (%2 Vorwärtsdurchlauf Belohnung + %3 Vorwärtsdurchlauf Wertmodell + %4 × ppo_epochs Vorwärts-/Rückwärtsdurchläufe Wertmodell)</translation>
    </message>
    <message>
        <source>rollout tokens × (%1·N_reward + attention) × (%2 reward forward)</source>
        <translation>Rollout-Tokens × (%1·N_Belohnung + Attention) × (%2 Vorwärtsdurchlauf Belohnung)</translation>
    </message>
    <message>
        <source>FLOPs / (GPUs × bf16 peak × MFU)</source>
        <translation>FLOPs / (GPUs × bf16-Spitzenleistung × MFU)</translation>
    </message>
    <message>
        <source>policy's (weights + gradients + optimizer) per GPU × N_value / N_policy (value model: the reward model's architecture, trained with the policy)</source>
        <translation>(Gewichte + Gradienten + Optimierer) der Policy pro GPU × N_Wert / N_Policy (Wertmodell: Architektur des Belohnungsmodells, mit der Policy trainiert)</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>TRL trl/trainer/grpo_trainer.py (reward_funcs: callables or AutoModelForSequenceClassification, prepare_deepspeed / prepare_model evaluation_mode), trl/experimental/ppo/ppo_trainer.py (reward_model, value_model, PolicyAndValueWrapper, prepare_deepspeed), trl/experimental/ppo/ppo_config.py (num_ppo_epochs 4), examples/scripts/ppo/ppo.py (value model from reward_model_path), commit f2cd577</source>
        <translation>TRL trl/trainer/grpo_trainer.py (reward_funcs: Funktionen oder AutoModelForSequenceClassification, prepare_deepspeed / prepare_model evaluation_mode), trl/experimental/ppo/ppo_trainer.py (reward_model, value_model, PolicyAndValueWrapper, prepare_deepspeed), trl/experimental/ppo/ppo_config.py (num_ppo_epochs 4), examples/scripts/ppo/ppo.py (Wertmodell aus reward_model_path), Commit f2cd577</translation>
    </message>
</context>
</TS>
