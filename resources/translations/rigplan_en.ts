<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>rigplan::AddPartDialog</name>
    <message numerus="yes">
        <location filename="../../ui/catalog/AddPartDialog.cpp" line="+183"/>
        <source>%n field(s) need attention; each problem is shown under its field.</source>
        <translation>
            <numerusform>%n field needs attention; each problem is shown under its field.</numerusform>
            <numerusform>%n fields need attention; each problem is shown under its field.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::CatalogColumns</name>
    <message numerus="yes">
        <location filename="../../ui/catalog/CatalogColumns.cpp" line="+468"/>
        <source>%1 has at most %n decimal place(s).</source>
        <translation>
            <numerusform>%1 has at most %n decimal place.</numerusform>
            <numerusform>%1 has at most %n decimal places.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::CatalogEditor</name>
    <message numerus="yes">
        <location filename="../../ui/catalog/CatalogEditor.cpp" line="+314"/>
        <source>%1 has %n problem(s), so nothing was imported and the catalog is unchanged. The details list each one as file:line:column: message.</source>
        <translation>
            <numerusform>%1 has %n problem, so nothing was imported and the catalog is unchanged. The details list each one as file:line:column: message.</numerusform>
            <numerusform>%1 has %n problems, so nothing was imported and the catalog is unchanged. The details list each one as file:line:column: message.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::CatalogTablePage</name>
    <message numerus="yes">
        <location filename="../../ui/catalog/CatalogTablePage.cpp" line="+363"/>
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::ComparePage</name>
    <message numerus="yes">
        <location filename="../../ui/compare/ComparePage.cpp" line="+242"/>
        <source>The current workload and %n saved scenario(s), each planned on its own with the same catalog. Add the current workload as another scenario to compare a variant.</source>
        <translation>
            <numerusform>The current workload and %n saved scenario, each planned on its own with the same catalog. Add the current workload as another scenario to compare a variant.</numerusform>
            <numerusform>The current workload and %n saved scenarios, each planned on its own with the same catalog. Add the current workload as another scenario to compare a variant.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::Diagnostic</name>
    <message numerus="yes">
        <location filename="../../core/util/Diagnostic.cpp" line="+86"/>
        <source>… and %n more problem(s)</source>
        <extracomment>the last line of a shortened list of problems; %n = how many are not listed</extracomment>
        <translation>
            <numerusform>… and %n more problem</numerusform>
            <numerusform>… and %n more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::Economics</name>
    <message numerus="yes">
        <location filename="../../core/plan/Economics.cpp" line="+422"/>
        <source>tariff %1 %2/kWh (%3); %4 h/day; %5 year(s); cooling factor %6; support %7 %/year</source>
        <translation>
            <numerusform>tariff %1 %2/kWh (%3); %4 h/day; %5 year; cooling factor %6; support %7 %/year</numerusform>
            <numerusform>tariff %1 %2/kWh (%3); %4 h/day; %5 years; cooling factor %6; support %7 %/year</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::Format</name>
    <message numerus="yes">
        <location filename="../../ui/report/Format.cpp" line="+19"/>
        <source>%Ln year(s)</source>
        <translation>
            <numerusform>%Ln year</numerusform>
            <numerusform>%Ln years</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>%1 MT/s (DIMMs rated %2 MT/s, %n per channel)</source>
        <comment>effective speed, the DIMMs&apos; speed</comment>
        <translation>
            <numerusform>%1 MT/s (DIMMs rated %2 MT/s, %n per channel)</numerusform>
            <numerusform>%1 MT/s (DIMMs rated %2 MT/s, %n per channel)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 MT/s (%n per channel; the derating at this count is not sourced)</source>
        <translation>
            <numerusform>%1 MT/s (%n per channel; the derating at this count is not sourced)</numerusform>
            <numerusform>%1 MT/s (%n per channel; the derating at this count is not sourced)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 MT/s (%n DIMM(s) per channel)</source>
        <translation>
            <numerusform>%1 MT/s (%n DIMM per channel)</numerusform>
            <numerusform>%1 MT/s (%n DIMMs per channel)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::LabText</name>
    <message numerus="yes">
        <location filename="../../ui/report/LabText.cpp" line="+113"/>
        <source>%1: %2 %3, %n GPU(s) at %4 an hour = %5 a year, %6 over the life; %7 (%8)</source>
        <extracomment>%1 = rental type, %2 = provider, %3 = instance, %n = GPUs rented, %4 = price per hour, %5 = per year, %6 = over the life, %7 = break-even text, %8 = when the price was observed</extracomment>
        <translation>
            <numerusform>%1: %2 %3, %n GPU at %4 an hour = %5 a year, %6 over the life; %7 (%8)</numerusform>
            <numerusform>%1: %2 %3, %n GPUs at %4 an hour = %5 a year, %6 over the life; %7 (%8)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n more GPU(s)</source>
        <translation>
            <numerusform>%n more GPU</numerusform>
            <numerusform>%n more GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more memory module(s)</source>
        <translation>
            <numerusform>%n more memory module</numerusform>
            <numerusform>%n more memory modules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more drive(s)</source>
        <translation>
            <numerusform>%n more drive</numerusform>
            <numerusform>%n more drives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/report/ReportLab.cpp" line="+80"/>
        <source>%1 %2, %n GPU(s), observed %3</source>
        <translation>
            <numerusform>%1 %2, %n GPU, observed %3</numerusform>
            <numerusform>%1 %2, %n GPUs, observed %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::LaunchKit</name>
    <message numerus="yes">
        <location filename="../../core/plan/LaunchKitFiles.cpp" line="+486"/>
        <source>%n replica(s), %1 user(s) each: %2. Start them with `sh serve-%3.sh`.

</source>
        <translation>
            <numerusform>%n replica, %1 user(s) each: %2. Start it with `sh serve-%3.sh`.

</numerusform>
            <numerusform>%n replicas, %1 user(s) each: %2. Start them with `sh serve-%3.sh`.

</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::MainWindow</name>
    <message numerus="yes">
        <location filename="../../ui/MainWindow.cpp" line="+577"/>
        <source>Not planned: %n problem(s) in the workload</source>
        <translation>
            <numerusform>Not planned: %n problem in the workload</numerusform>
            <numerusform>Not planned: %n problems in the workload</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>%n build(s) evaluated</source>
        <translation>
            <numerusform>%n build evaluated</numerusform>
            <numerusform>%n builds evaluated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+210"/>
        <source>%1 could not be opened: %n problem(s), listed below. Nothing was changed.</source>
        <translation>
            <numerusform>%1 could not be opened: %n problem, listed below. Nothing was changed.</numerusform>
            <numerusform>%1 could not be opened: %n problems, listed below. Nothing was changed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::Planner</name>
    <message numerus="yes">
        <location filename="../../core/plan/PlanText.cpp" line="+111"/>
        <source>%n GPU(s): tensor parallel {1}, pipeline parallel {2}, data parallel {3}, ZeRO stage {4} (raised from {5} to fit)</source>
        <extracomment>%n = GPU count, {1} = tensor-parallel, {2} = pipeline-parallel, {3} = data-parallel degree, {4} = ZeRO stage used, {5} = the job&apos;s ZeRO stage</extracomment>
        <translation>
            <numerusform>%n GPU: tensor parallel {1}, pipeline parallel {2}, data parallel {3}, ZeRO stage {4} (raised from {5} to fit)</numerusform>
            <numerusform>%n GPUs: tensor parallel {1}, pipeline parallel {2}, data parallel {3}, ZeRO stage {4} (raised from {5} to fit)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n GPU(s), tp {1} pp {2} dp {3}, ZeRO {4} (raised from {5} to fit)</source>
        <translation>
            <numerusform>%n GPU, tp {1} pp {2} dp {3}, ZeRO {4} (raised from {5} to fit)</numerusform>
            <numerusform>%n GPUs, tp {1} pp {2} dp {3}, ZeRO {4} (raised from {5} to fit)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n GPU(s): tensor parallel {1}, pipeline parallel {2}, data parallel {3}, ZeRO stage {4}</source>
        <extracomment>%n = GPU count, {1} = tensor-parallel, {2} = pipeline-parallel, {3} = data-parallel degree, {4} = ZeRO stage</extracomment>
        <translation>
            <numerusform>%n GPU: tensor parallel {1}, pipeline parallel {2}, data parallel {3}, ZeRO stage {4}</numerusform>
            <numerusform>%n GPUs: tensor parallel {1}, pipeline parallel {2}, data parallel {3}, ZeRO stage {4}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n GPU(s), tp {1} pp {2} dp {3}, ZeRO {4}</source>
        <translation>
            <numerusform>%n GPU, tp {1} pp {2} dp {3}, ZeRO {4}</numerusform>
            <numerusform>%n GPUs, tp {1} pp {2} dp {3}, ZeRO {4}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>{0} of %n GPU(s) used: tensor parallel {2}, replicas {3}</source>
        <extracomment>{0} = GPUs used, %n = GPUs the job has, {2} = tensor-parallel degree, {3} = number of replicas</extracomment>
        <translation>
            <numerusform>{0} of %n GPU used: tensor parallel {2}, replicas {3}</numerusform>
            <numerusform>{0} of %n GPUs used: tensor parallel {2}, replicas {3}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{0} of %n GPU(s) used, tensor parallel {2}, replicas {3}</source>
        <translation>
            <numerusform>{0} of %n GPU used, tensor parallel {2}, replicas {3}</numerusform>
            <numerusform>{0} of %n GPUs used, tensor parallel {2}, replicas {3}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n GPU(s): tensor parallel {1}, replicas {2}</source>
        <extracomment>%n = GPU count, {1} = tensor-parallel degree, {2} = number of replicas (data-parallel copies)</extracomment>
        <translation>
            <numerusform>%n GPU: tensor parallel {1}, replicas {2}</numerusform>
            <numerusform>%n GPUs: tensor parallel {1}, replicas {2}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n GPU(s), tensor parallel {1}, replicas {2}</source>
        <translation>
            <numerusform>%n GPU, tensor parallel {1}, replicas {2}</numerusform>
            <numerusform>%n GPUs, tensor parallel {1}, replicas {2}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+117"/>
        <source>the {0} concurrent jobs get GPUs of their own, and no split of the {3} × {4} holds {1}: on %n GPU(s) it needs {5} per GPU; {6} usable</source>
        <extracomment>{0} = number of jobs, {1} = model name of the job that does not fit, %n = GPUs the best split gives it, {3} = GPU count, {4} = GPU name, {5} = memory it needs per GPU, {6} = usable per GPU</extracomment>
        <translation>
            <numerusform>the {0} concurrent jobs get GPUs of their own, and no split of the {3} × {4} holds {1}: on %n GPU it needs {5} per GPU; {6} usable</numerusform>
            <numerusform>the {0} concurrent jobs get GPUs of their own, and no split of the {3} × {4} holds {1}: on %n GPUs it needs {5} per GPU; {6} usable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n core(s) needed, {1} has {2}</source>
        <extracomment>%n = cores needed, {1} = CPU name, {2} = cores it has</extracomment>
        <translation>
            <numerusform>%n core needed, {1} has {2}</numerusform>
            <numerusform>%n cores needed, {1} has {2}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>the workload asks for a {0} network ({1} Gb/s); no such NIC of the catalog fits {2} (%n slot(s) free for a NIC)</source>
        <extracomment>{0} = the network class asked for (&quot;100gbe&quot;, &quot;ib-ndr&quot;), {1} = port speed in Gb/s, {2} = platform name, %n = slots free for a NIC</extracomment>
        <translation>
            <numerusform>the workload asks for a {0} network ({1} Gb/s); no such NIC of the catalog fits {2} (%n slot free for a NIC)</numerusform>
            <numerusform>the workload asks for a {0} network ({1} Gb/s); no such NIC of the catalog fits {2} (%n slots free for a NIC)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>{0} steady DC load (+{1} GPU transients) is beyond every {2} PSU set {3} takes (%n bay(s))</source>
        <extracomment>{0} = steady DC load (&quot;1450 W&quot;), {1} = extra GPU transient load, {2} = PSU form factor (&quot;ATX&quot;, &quot;CRPS&quot;), {3} = platform name, %n = number of PSU bays</extracomment>
        <translation>
            <numerusform>{0} steady DC load (+{1} GPU transients) is beyond every {2} PSU set {3} takes (%n bay)</numerusform>
            <numerusform>{0} steady DC load (+{1} GPU transients) is beyond every {2} PSU set {3} takes (%n bays)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+159"/>
        <source>to join a training cluster: its {0} connects it; %n slot(s) left for a second NIC</source>
        <extracomment>{0} = NIC name, %n = slots still free</extracomment>
        <translation>
            <numerusform>to join a training cluster: its {0} connects it; %n slot left for a second NIC</numerusform>
            <numerusform>to join a training cluster: its {0} connects it; %n slots left for a second NIC</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>to join a training cluster this node needs a 400 Gb/s InfiniBand NDR (or 200–400 GbE RoCE) NIC and a switch port; it has %n slot(s) free for one (1 × 8 GPUs in one node beats 2 × 4 for communication-heavy training)</source>
        <extracomment>%n = slots free for a NIC</extracomment>
        <translation>
            <numerusform>to join a training cluster this node needs a 400 Gb/s InfiniBand NDR (or 200–400 GbE RoCE) NIC and a switch port; it has %n slot free for one (1 × 8 GPUs in one node beats 2 × 4 for communication-heavy training)</numerusform>
            <numerusform>to join a training cluster this node needs a 400 Gb/s InfiniBand NDR (or 200–400 GbE RoCE) NIC and a switch port; it has %n slots free for one (1 × 8 GPUs in one node beats 2 × 4 for communication-heavy training)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+192"/>
        <source>takes {0} × {1} ({2} class, {3} slot pitch, %n PSU bay(s))</source>
        <extracomment>BOM reason. {0} = GPU count, {1} = GPU name, {2} = chassis class from the catalog (&quot;tower&quot;, &quot;rack&quot;), {3} = slot pitch (in slots), %n = number of PSU bays</extracomment>
        <translation>
            <numerusform>takes {0} × {1} ({2} class, {3} slot pitch, %n PSU bay)</numerusform>
            <numerusform>takes {0} × {1} ({2} class, {3} slot pitch, %n PSU bays)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>takes {0} × {1} ({2} class, unpublished slot pitch, %n PSU bay(s))</source>
        <extracomment>BOM reason. {0} = GPU count, {1} = GPU name, {2} = chassis class from the catalog (&quot;tower&quot;, &quot;rack&quot;), %n = number of PSU bays</extracomment>
        <translation>
            <numerusform>takes {0} × {1} ({2} class, unpublished slot pitch, %n PSU bay)</numerusform>
            <numerusform>takes {0} × {1} ({2} class, unpublished slot pitch, %n PSU bays)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>the layout exchanges between each pair of cards over the bridge: %n pair(s) of {1}, {2}-slot spacing as the x16 slots, bridges per pair: {3}; bridges join pairs only, so wider layouts run over PCIe; cheapest such bridge</source>
        <extracomment>BOM reason. %n = pairs of cards bridged, {1} = GPU name, {2} = the bridge&apos;s slot spacing, {3} = bridges per pair</extracomment>
        <translation>
            <numerusform>the layout exchanges between each pair of cards over the bridge: %n pair of {1}, {2}-slot spacing as the x16 slots, bridges per pair: {3}; bridges join pairs only, so wider layouts run over PCIe; cheapest such bridge</numerusform>
            <numerusform>the layout exchanges between each pair of cards over the bridge: %n pairs of {1}, {2}-slot spacing as the x16 slots, bridges per pair: {3}; bridges join pairs only, so wider layouts run over PCIe; cheapest such bridge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+131"/>
        <source>%n free x16 slot(s)</source>
        <extracomment>%n = number of x16 slots no GPU takes</extracomment>
        <translation>
            <numerusform>%n free x16 slot</numerusform>
            <numerusform>%n free x16 slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+131"/>
        <source>no build passes every check. Closest: {0} fails %n check(s): {2}</source>
        <extracomment>{0} = the build (&quot;6 × NVIDIA A100 80GB PCIe in ASUS ESC8000A-E12&quot;), %n = number of failed checks, {2} = each failed check with its message</extracomment>
        <translation>
            <numerusform>no build passes every check. Closest: {0} fails %n check: {2}</numerusform>
            <numerusform>no build passes every check. Closest: {0} fails %n checks: {2}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+77"/>
        <source>serve {0} to %n concurrent user(s), the most that fit (asked: {2})</source>
        <extracomment>suggestion. {0} = model name, %n = concurrent users that fit (the most), {2} = users asked for</extracomment>
        <translation>
            <numerusform>serve {0} to %n concurrent user, the most that fit (asked: {2})</numerusform>
            <numerusform>serve {0} to %n concurrent users, the most that fit (asked: {2})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::Report</name>
    <message numerus="yes">
        <location filename="../../ui/report/ReportContent.cpp" line="+304"/>
        <source>%1 (%n day(s) from the date)</source>
        <translation>
            <numerusform>%1 (%n day from the date)</numerusform>
            <numerusform>%1 (%n days from the date)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>RigPlan proposes the builds below for the workload described in this report. Each was chosen from %n buildable configuration(s) evaluated against the requirements; the sections that follow give the parts, the figures behind them and the sources of every price and specification.</source>
        <translation>
            <numerusform>RigPlan proposes the builds below for the workload described in this report. Each was chosen from %n buildable configuration evaluated against the requirements; the sections that follow give the parts, the figures behind them and the sources of every price and specification.</numerusform>
            <numerusform>RigPlan proposes the builds below for the workload described in this report. Each was chosen from %n buildable configurations evaluated against the requirements; the sections that follow give the parts, the figures behind them and the sources of every price and specification.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+89"/>
        <source>Serve %1 (%2) with %3 weights and an %4 KV cache to %Ln concurrent user(s), each with up to %5 tokens of context (%6 prompt and %7 output tokens per request).</source>
        <translation>
            <numerusform>Serve %1 (%2) with %3 weights and an %4 KV cache to %Ln concurrent user, each with up to %5 tokens of context (%6 prompt and %7 output tokens per request).</numerusform>
            <numerusform>Serve %1 (%2) with %3 weights and an %4 KV cache to %Ln concurrent users, each with up to %5 tokens of context (%6 prompt and %7 output tokens per request).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n job(s), all running at the same time on the machine.</source>
        <translation>
            <numerusform>%n job, all running at the same time on the machine.</numerusform>
            <numerusform>%n jobs, all running at the same time on the machine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n job(s), one at a time on the machine.</source>
        <translation>
            <numerusform>%n job, one at a time on the machine.</numerusform>
            <numerusform>%n jobs, one at a time on the machine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+390"/>
        <source>%Ln pair(s) of cards</source>
        <translation>
            <numerusform>%Ln pair of cards</numerusform>
            <numerusform>%Ln pairs of cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+110"/>
        <source>No workstation that can be built from the catalog satisfies every requirement of this workload, so this report offers no build and no price. %n configuration(s) were evaluated.</source>
        <translation>
            <numerusform>No workstation that can be built from the catalog satisfies every requirement of this workload, so this report offers no build and no price. %n configuration was evaluated.</numerusform>
            <numerusform>No workstation that can be built from the catalog satisfies every requirement of this workload, so this report offers no build and no price. %n configurations were evaluated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+277"/>
        <source>%n working day(s)</source>
        <translation>
            <numerusform>%n working day</numerusform>
            <numerusform>%n working days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>Delivery: %n working day(s) after the order.</source>
        <translation>
            <numerusform>Delivery: %n working day after the order.</numerusform>
            <numerusform>Delivery: %n working days after the order.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+69"/>
        <source>it uses %1 of the %2 usable on each of its %n GPU(s)</source>
        <translation>
            <numerusform>it uses %1 of the %2 usable on its GPU</numerusform>
            <numerusform>it uses %1 of the %2 usable on each of its %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+163"/>
        <source>%n working day(s) after the order</source>
        <translation>
            <numerusform>%n working day after the order</numerusform>
            <numerusform>%n working days after the order</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::ResultsView</name>
    <message numerus="yes">
        <location filename="../../ui/results/ResultsView.cpp" line="+291"/>
        <source>Not planned: the workload has %n problem(s)</source>
        <translation>
            <numerusform>Not planned: the workload has %n problem</numerusform>
            <numerusform>Not planned: the workload has %n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>%n candidate build(s) evaluated</source>
        <translation>
            <numerusform>%n candidate build evaluated</numerusform>
            <numerusform>%n candidate builds evaluated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>%n build(s)</source>
        <translation>
            <numerusform>%n build</numerusform>
            <numerusform>%n builds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::TierCard</name>
    <message numerus="yes">
        <location filename="../../ui/results/TierCard.cpp" line="+378"/>
        <source>Fails %n check(s):</source>
        <translation>
            <numerusform>Fails %n check:</numerusform>
            <numerusform>Fails %n checks:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::TierCharts</name>
    <message numerus="yes">
        <location filename="../../ui/report/TierCharts.cpp" line="+1268"/>
        <source>%Ln user(s)</source>
        <translation>
            <numerusform>%Ln user</numerusform>
            <numerusform>%Ln users</numerusform>
        </translation>
    </message>
</context>
</TS>
